"""A game studio's live-ops and telemetry files (issue 45's thirty-fourth bar, u34e_): Unity's YAML assets and scenes
and its Localization tables, Unreal's packages and DataTable exports, Steam's app manifests, Tiled's maps (TMX and
JSON), FMOD Studio's metadata and banks, GameAnalytics' events and Godot's scenes.  (Wavefront OBJ meshes are told
before the catalogue is asked.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an Unreal Engine 4 package's first bytes: the summary's tag 0x9E2A83C1 (little-endian), the legacy file version -7,
#: the UE3 version 864, the UE4 version 522, no licensee version, no custom versions, the header's size
_UASSET = (b"\xc1\x83\x2a\x9e" + b"\xf9\xff\xff\xff" + b"\x60\x03\x00\x00" + b"\x0a\x02\x00\x00" + b"\x00" * 8
           + b"\x9d\x04\x00\x00" + b"\x05\x00\x00\x00None\x00" + b"\x00\x00\x04\x00")
#: an FMOD Studio bank's first bytes: a RIFF container whose form is 'FEV ', its FMT chunk first
_BANK = b"RIFF" + b"\x6c\x3a\x01\x00" + b"FEV " + b"FMT " + b"\x08\x00\x00\x00" + b"\x86\x00\x00\x00\x86\x00\x00\x00"

GAMEDEV = Field(
    team="a game studio's live-ops and telemetry files (u34e_)",
    advice="give each offer model's ranking of a player segment's store offers (the purchase-propensity model's, the "
           "LTV-uplift model's, a contextual bandit's, the live-ops designers' picks) as a run, a segment, platform "
           "and week a query and each offer a document (offer:starter_pack_v3), the score higher for the likelier "
           "purchase: 'SEGMENT@PLATFORM/WEEK Q0 OFFER RANK SCORE MODEL'; the week's purchases are the qrels, "
           "'SEGMENT@PLATFORM/WEEK 0 OFFER GRADE' (2 bought, 1 opened the offer, 0 ignored)",
    files=(
        FieldFile("a Unity asset or scene (the Unity Editor's YAML: '%TAG !u! tag:unity3d.com,2011:', then a "
                  "'--- !u!CLASS &FILEID' document per object: GameObject, Transform, MonoBehaviour, ...)",
                  "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &519420028\nGameObject:\n"
                  "  m_ObjectHideFlags: 0\n  m_Name: Main Camera\n  m_IsActive: 1\n", 2,
                  # its first line '%YAML 1.1' reads as a weights file's 'NAME W': the weights door asks lookalikes
                  line=r"^%TAG !u! tag:unity3d\.com,\d{4}:", outputs=(".unity", ".prefab", ".asset")),
        FieldFile("an Unreal Engine package (.uasset or .umap: the package file summary's tag 0x9E2A83C1, its "
                  "versions, then the name, import and export tables; the Unreal Editor opens it)", _UASSET, 0,
                  magic=b"\xc1\x83\x2a\x9e", outputs=(".uasset", ".umap")),
        FieldFile("an Unreal DataTable exported as CSV (the Unreal Editor's export: '---' heads the row names, then "
                  "a column per field of the row struct, every value quoted)",
                  '---,Name,Damage,Cooldown\nSword_Basic,"Basic Sword","12","0.8"\nBow_Long,"Longbow","9","1.4"\n', 1,
                  columns=("---",), marks=('^"?---"?,',)),
        FieldFile("a Unity Localization string table exported as CSV (Key, Id, then a column per locale: "
                  "English(en), French(fr), ...)",
                  "Key,Id,English(en),Spanish(es)\nmenu.play,102400,Play,Jugar\nmenu.quit,102401,Quit,Salir\n", 1,
                  columns=("Key", "Id"), cell=r"^[^()]+\([a-z]{2,3}(?:[-_][a-z0-9]+)*\)$"),
        FieldFile("a Steam app manifest (appmanifest_*.acf: Valve's KeyValues text, an \"AppState\" block of appid, "
                  "name, buildid, installdir, InstalledDepots, ...)",
                  '"AppState"\n{\n\t"appid"\t\t"480"\n\t"universe"\t\t"1"\n\t"name"\t\t"Spacewar"\n'
                  '\t"StateFlags"\t\t"4"\n}\n', 1, line=r'\A"AppState"\s*\{', outputs=(".acf",)),
        FieldFile("a Tiled map (TMX: Tiled's XML, map tiledversion=..., its tilesets, tile layers and object "
                  "groups)", '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" tiledversion="1.10.2" '
                  'orientation="isometric" renderorder="right-down" width="2" height="2" tilewidth="64" '
                  'tileheight="32" infinite="0">\n <layer id="1" name="Floor" width="2" height="2">\n'
                  '  <data encoding="csv">\n3,3,\n3,4\n</data>\n </layer>\n</map>\n', 2,
                  root="map", marks=("tiledversion",)),
        FieldFile("a Tiled map saved as JSON (.tmj: tiledversion, orientation, width and height in tiles, layers, "
                  "tilesets)", '{ "height":2,\n "layers":[],\n "orientation":"isometric",\n "tiledversion":"1.10.2",'
                  '\n "tileheight":32,\n "tilesets":[],\n "tilewidth":64,\n "type":"map",\n "width":2\n}\n', 1,
                  keys=("tiledversion", "orientation", "layers", "tilewidth"), outputs=(".tmj",)),
        FieldFile("an FMOD Studio metadata file (a project's Metadata/*.xml: objects serializationModel=\"Studio."
                  "...\", then object elements, an Event's or a bus's properties and relationships)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<objects serializationModel="Studio.02.01.00">\n'
                  '\t<object class="MixerGroup" id="{1b7f0c2e-9a4d-4e61-8b3c-5d2e7f9a0c14}">\n'
                  '\t\t<property name="name">\n\t\t\t<value>Music</value>\n\t\t</property>\n\t</object>\n'
                  '</objects>\n', 2, root="objects", marks=('serializationModel="Studio.',), outputs=(".fspro",)),
        FieldFile("an FMOD Studio bank (.bank: a RIFF container of form 'FEV ', the built events and their "
                  "sounds; the FMOD Studio API loads it)", _BANK, 0, magic=b"FEV ", magic_at=8, outputs=(".bank",)),
        FieldFile("GameAnalytics events (the SDK's or the REST API's JSON, an event a line: category, event_id, v, "
                  "user_id, client_ts, sdk_version, session_id, session_num, ...)",
                  '{"category":"progression","event_id":"Complete:world_01:level_03","score":1200,"v":2,'
                  '"user_id":"a1b2c3d4","client_ts":1700000000,"sdk_version":"android 6.4.0","os_version":'
                  '"android 14","manufacturer":"google","device":"Pixel 8","platform":"android",'
                  '"session_id":"0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b","session_num":3,"build":"2.1.0"}\n', 1,
                  keys=("category", "client_ts", "sdk_version", "session_num")),
        FieldFile("a Godot scene or resource (.tscn / .tres: Godot's text format, '[gd_scene load_steps=... "
                  "format=3]', then [ext_resource], [sub_resource] and [node] sections)",
                  '[gd_scene load_steps=2 format=3 uid="uid://cq3w8nvd2h1ay"]\n\n'
                  '[ext_resource type="Script" path="res://player.gd" id="1_p4x2s"]\n\n'
                  '[node name="Player" type="CharacterBody2D"]\nscript = ExtResource("1_p4x2s")\n', 1,
                  line=r"\A\[gd_(?:scene|resource)\b[^\]\n]*\bformat=\d+", outputs=(".tscn", ".tres")),
    ))
