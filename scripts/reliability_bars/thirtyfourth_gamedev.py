"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a game studio's live-ops and telemetry team ranking
store offers per player segment across offer models (its cases, ids ``u34e_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each player segment, platform and week (``seg:whales@ios/2026-w48``) is a query and each store offer
a document (``offer:starter_pack_v3``); the runs are the purchase-propensity model's, the LTV-uplift model's, the
live-ops designers' picks and a contextual bandit's, scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by each model's record, and judged against the week's purchases (2 bought, 1 opened the
offer, 0 ignored).  The mistakes and odd files: the field's own files given where runs or qrels are read (a Unity
asset, an Unreal .uasset package, a Steam app manifest, a Tiled TMX map, FMOD Studio's metadata, GameAnalytics
events, a Godot scene, an Unreal DataTable export, a Unity Localization table, a Wavefront OBJ mesh, a Tiled JSON
map), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_GAMEDEV = ("45 Unseen inputs: a thirty-fourth bar, a game studio's live-ops and telemetry team ranking "
                        "store offers per player segment across offer models (Unity, Unreal, Steam, Tiled, FMOD, "
                        "GameAnalytics, Godot, Wavefront OBJ)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['propensity', 'ltv_uplift', 'liveops_designers', 'bandit'],
    items=['offer:starter_pack_v3', 'offer:season_pass/s12', 'offer:gems_1200', 'offer:skin/frost_wyvern',
           'offer:battle_pass+25', 'offer:energy_refill_x5', 'offer:bundle/halloween-2026', 'offer:vip_sub/monthly'],
    queries=['seg:whales@ios/2026-w48', 'seg:whales@android/2026-w48', 'seg:lapsed-7d@ios/2026-w48',
             'seg:new-d0-d3@android/2026-w48', 'seg:dolphins@steam/2026-w48', 'seg:churn-risk-payers@ios/2026-w48'],
    suffix='/ab-b', generator='offers', judgements='purchases') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "offers", "offers.run")

_RECS3 = ["propensity", "ltv_uplift", "liveops_designers"]
_OUT = ("offers.run",)
_ONE_RUN = ("seg:whales@ios/2026-w48 Q0 offer:starter_pack_v3 1 0.91 ltv_uplift\nseg:whales@ios/2026-w48 Q0 "
            "offer:season_pass/s12 2 0.77 ltv_uplift\nseg:whales@ios/2026-w48 Q0 offer:gems_1200 3 0.52 ltv_uplift\n")
# the team's files, as the engines, editors, stores and SDKs write them (a few lines)
_UNITY_ASSET = ("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &11400000\nMonoBehaviour:\n"
                "  m_ObjectHideFlags: 0\n  m_CorrespondingSourceObject: {fileID: 0}\n  m_PrefabInstance: {fileID: 0}\n"
                "  m_PrefabAsset: {fileID: 0}\n  m_GameObject: {fileID: 0}\n  m_Enabled: 1\n  m_EditorHideFlags: 0\n"
                "  m_Script: {fileID: 11500000, guid: 7f3c2a9e5b1d4c8e9f0a1b2c3d4e5f60, type: 3}\n"
                "  m_Name: StarterPackOffer\n  m_EditorClassIdentifier: \n  offerId: starter_pack_v3\n"
                "  priceUsdCents: 499\n  gemsGranted: 600\n  segments:\n  - whales\n  - lapsed-7d\n")


def _uasset() -> bytes:
    """An Unreal Engine 5 package (.uasset) as the editor saves it: the package file summary's tag 0x9E2A83C1
    (little-endian), the legacy file version -8, the UE3 version 864, the UE4 and UE5 object versions 522 and 1012,
    no licensee version, one custom version (FCoreObjectVersion's GUID), the header's size, the folder name 'None',
    the package flags, the name table's count and offset, then the name table (FStrings and their hashes)."""
    def fstring(text: str) -> bytes:
        return struct.pack("<i", len(text) + 1) + text.encode("ascii") + b"\x00"

    names = ["/Game/LiveOps/Offers/DA_StarterPack", "/Script/Skyraid", "OfferDefinition", "PriceUsdCents",
             "IntProperty", "None"]
    table = b"".join(fstring(n) + struct.pack("<HH", 0x1A2B + k, 0x3C4D + k) for k, n in enumerate(names))
    head = (struct.pack("<Iiiiii", 0x9E2A83C1, -8, 864, 522, 1012, 0)
            + struct.pack("<i4Ii", 1, 0x375EC13C, 0x06E448FB, 0xB50084F0, 0x262A717E, 11))
    rest = 4 + len(fstring("None")) + 12 + 64  # header size, folder name, flags, name count and offset, the rest
    offset = len(head) + rest
    return (head + struct.pack("<i", offset + len(table)) + fstring("None")
            + struct.pack("<Iii", 0x00000000, len(names), offset) + b"\x00" * 64 + table)


_STEAM_ACF = ('"AppState"\n{\n\t"appid"\t\t"2871450"\n\t"universe"\t\t"1"\n\t"name"\t\t"Skyraid"\n'
              '\t"StateFlags"\t\t"4"\n\t"installdir"\t\t"Skyraid"\n\t"LastUpdated"\t\t"1795766400"\n'
              '\t"SizeOnDisk"\t\t"8123456789"\n\t"StagingSize"\t\t"0"\n\t"buildid"\t\t"16234567"\n'
              '\t"LastOwner"\t\t"76561198012345678"\n\t"AutoUpdateBehavior"\t\t"0"\n'
              '\t"AllowOtherDownloadsWhileRunning"\t\t"0"\n\t"ScheduledAutoUpdate"\t\t"0"\n\t"InstalledDepots"\n'
              '\t{\n\t\t"2871451"\n\t\t{\n\t\t\t"manifest"\t\t"4981723645123456789"\n\t\t\t"size"\t\t"8123456789"\n'
              '\t\t}\n\t}\n\t"UserConfig"\n\t{\n\t\t"language"\t\t"english"\n\t}\n}\n')
_TMX = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" tiledversion="1.11.0" orientation="orthogonal" '
        'renderorder="right-down" width="4" height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" '
        'nextobjectid="6">\n <tileset firstgid="1" source="dungeon_tiles.tsx"/>\n'
        ' <layer id="1" name="Ground" width="4" height="3">\n  <data encoding="csv">\n1,1,2,2,\n3,3,4,4,\n5,5,6,6\n'
        '</data>\n </layer>\n <objectgroup id="2" name="Spawns">\n'
        '  <object id="5" name="offer_chest" type="LootChest" x="64" y="32" width="32" height="32"/>\n'
        ' </objectgroup>\n</map>\n')
_TILED_JSON = ('{ "compressionlevel":-1,\n "height":3,\n "infinite":false,\n "layers":[\n        {\n'
               '         "data":[1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6],\n         "height":3,\n         "id":1,\n'
               '         "name":"Ground",\n         "opacity":1,\n         "type":"tilelayer",\n'
               '         "visible":true,\n         "width":4,\n         "x":0,\n         "y":0\n        }],\n'
               ' "nextlayerid":2,\n "nextobjectid":1,\n "orientation":"orthogonal",\n "renderorder":"right-down",\n'
               ' "tiledversion":"1.11.0",\n "tileheight":32,\n "tilesets":[\n        {\n         "firstgid":1,\n'
               '         "source":"dungeon_tiles.tsx"\n        }],\n "tilewidth":32,\n "type":"map",\n'
               ' "version":"1.10",\n "width":4\n}\n')
_FMOD_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<objects serializationModel="Studio.02.02.00">\n'
             '\t<object class="Event" id="{8f2b6c1a-3e4d-4b5a-9c7e-1d2f3a4b5c6d}">\n\t\t<property name="name">\n'
             '\t\t\t<value>Purchase_Confirm</value>\n\t\t</property>\n\t\t<relationship name="folder">\n'
             '\t\t\t<destination>{c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f}</destination>\n\t\t</relationship>\n'
             '\t\t<relationship name="masterTrack">\n'
             '\t\t\t<destination>{0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d}</destination>\n\t\t</relationship>\n'
             '\t</object>\n</objects>\n')
_GAMEANALYTICS = ('{"category":"business","event_id":"Gems:gems_1200","amount":999,"currency":"USD",'
                  '"transaction_num":3,"cart_type":"shop","v":2,"user_id":"7f3a2c1e-5b9d-4e8f-a1c2-3d4e5f6a7b8c",'
                  '"client_ts":1795766400,"sdk_version":"unity 7.10.3","os_version":"ios 18.1",'
                  '"manufacturer":"apple","device":"iPhone16,2","platform":"ios",'
                  '"session_id":"d2c4e6a8-1b3d-4f5a-8c7e-9a0b1c2d3e4f","session_num":14,"build":"1.12.0"}\n'
                  '{"category":"design","event_id":"Offer:starter_pack_v3:Shown","value":1,"v":2,'
                  '"user_id":"7f3a2c1e-5b9d-4e8f-a1c2-3d4e5f6a7b8c","client_ts":1795766412,'
                  '"sdk_version":"unity 7.10.3","os_version":"ios 18.1","manufacturer":"apple","device":"iPhone16,2",'
                  '"platform":"ios","session_id":"d2c4e6a8-1b3d-4f5a-8c7e-9a0b1c2d3e4f","session_num":14,'
                  '"build":"1.12.0"}\n')
_GODOT = ('[gd_scene load_steps=4 format=3 uid="uid://b6x2fk3w1qyhd"]\n\n'
          '[ext_resource type="Script" path="res://ui/offer_card.gd" id="1_k3m2p"]\n'
          '[ext_resource type="Texture2D" uid="uid://c8y4xq1n2m3op" path="res://art/offers/starter_pack.png" '
          'id="2_a7b9c"]\n\n[sub_resource type="StyleBoxFlat" id="StyleBoxFlat_4r2k1"]\n'
          'bg_color = Color(0.12, 0.1, 0.18, 1)\n\n[node name="OfferCard" type="PanelContainer"]\n'
          'offset_right = 320.0\noffset_bottom = 180.0\n'
          'theme_override_styles/panel = SubResource("StyleBoxFlat_4r2k1")\n'
          'script = ExtResource("1_k3m2p")\noffer_id = "starter_pack_v3"\n\n'
          '[node name="Icon" type="TextureRect" parent="."]\nlayout_mode = 2\ntexture = ExtResource("2_a7b9c")\n')
_DATATABLE = ('---,OfferId,DisplayName,PriceUsdCents,GemsGranted,bFeatured,Icon\n'
              'StarterPack_v3,"starter_pack_v3","Starter Pack","499","600","True",'
              '"/Game/UI/Offers/T_StarterPack.T_StarterPack"\n'
              'Gems_1200,"gems_1200","1200 Gems","999","1200","False","/Game/UI/Offers/T_Gems_L.T_Gems_L"\n'
              'SeasonPass_S12,"season_pass_s12","Season 12 Pass","1499","0","True",'
              '"/Game/UI/Offers/T_SeasonPass_S12.T_SeasonPass_S12"\n')
_LOCALIZATION = ("Key,Id,English(en),French(fr),German(de),Japanese(ja)\n"
                 "offer.starter_pack_v3.title,347070464,Starter Pack,Pack de démarrage,Startpaket,スターターパック\n"
                 "offer.gems_1200.title,347070465,1200 Gems,1200 gemmes,1200 Edelsteine,ジェム1200個\n"
                 "offer.season_pass_s12.title,347070466,Season 12 Pass,Passe saison 12,Saisonpass 12,"
                 "シーズン12パス\n")
_OBJ = ("# Blender 4.2.3 LTS\n# www.blender.org\nmtllib loot_chest.mtl\no LootChest\n"
        "v -0.500000 0.000000 0.350000\nv -0.500000 0.600000 0.350000\nv 0.500000 0.000000 0.350000\n"
        "v 0.500000 0.600000 0.350000\nvn -0.0000 -0.0000 1.0000\nvt 0.000000 0.000000\nvt 0.000000 1.000000\n"
        "vt 1.000000 0.000000\nvt 1.000000 1.000000\ns 0\nusemtl ChestWood\nf 1/1/1 3/3/1 4/4/1\nf 1/1/1 4/4/1 2/2/1\n")


def thirtyfourth_bar_gamedev_cases() -> list[Case]:
    G = THIRTYFOURTH_GAMEDEV
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="offers", judgements="purchases", runs=_RECS3, stem="offers", outputs=_OUT,
        item="offers", rounded="liveops_designers",
        weights="{'propensity': 1.0, 'ltv_uplift': 1.5, 'liveops_designers': 0.5, 'bandit': 2.0}",
        lone_query="R['bandit']['seg:returning-s11@switch/2026-w48'] = {'offer:switch_launch_bundle': 0.9, "
                   "'offer:gems_500': 0.4}\n",
        trust="ltv_uplift 2\npropensity 1\nliveops_designers 0.5\n",
        trust_dict="{'ltv_uplift': 2, 'propensity': 1, 'liveops_designers': 0.5}",
        texts={
            "rrf": ("u34e_rrf_offer_models",
                    "rankagg.fuse({model: {segment@platform/week: {offer: score}}}, method='rrf'): four models, six "
                    "player segments ('seg:whales@ios/2026-w48'), store offers ('offer:starter_pack_v3')"),
            "borda": ("u34e_borda_unscored_offers",
                      "rankagg.fuse(..., method='borda'): the LTV-uplift model has no score for the offers launched "
                      "this week"),
            "combsum": ("u34e_combsum_rounded_picks",
                        "rankagg.fuse(..., method='combsum'): the live-ops designers' picks at one decimal (many "
                        "ties) beside the models"),
            "fuser": ("u34e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per segment: the bandit counts 2, the designers 0.5"),
            "frame": ("u34e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the offer calendar's sheet, "
                      "a row per segment, offer and model"),
            "evaluate": ("u34e_evaluate_purchases",
                         "rankagg.evaluate(fused ranking, the week's purchases, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the offers players bought"),
            "lone": ("u34e_one_model_segment",
                     "rankagg.fuse(..., method='rrf'): a segment only the bandit scored (returning players on the "
                     "Switch launch) beside segments every model covers"),
            "cli_rrf": ("u34e_cli_rrf_runs",
                        "rankagg fuse propensity.run ltv_uplift.run liveops_designers.run --method rrf -o offers.run: "
                        "one run per model, segments as queries"),
            "cli_borda": ("u34e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the LTV-uplift model "
                          "counts double)"),
            "cli_combsum": ("u34e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four store slots a segment sees"),
            "cli_evaluate": ("u34e_cli_evaluate_purchase_qrels",
                             "rankagg evaluate offers.run --qrels purchases.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the week's purchases (0-2)"),
            "cli_parquet": ("u34e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o offers.parquet: gzipped runs from the models' batch "
                            "jobs, a Parquet table for the live-ops dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34e_unity_asset_as_run", "a Unity asset ('%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', then '--- !u!114 "
         "&11400000' and a MonoBehaviour)", "StarterPackOffer.asset", _UNITY_ASSET, "Unity",
         "StarterPackOffer.asset:2"),
        ("u34e_uasset_as_run", "an Unreal Engine package (.uasset: the summary's tag 0x9E2A83C1, its versions, the "
         "name table)", "DA_StarterPack.uasset", _uasset(), "Unreal", "DA_StarterPack.uasset"),
        ("u34e_steam_acf_as_run", "a Steam app manifest (appmanifest_*.acf: a KeyValues \"AppState\" block, appid, "
         "buildid, InstalledDepots)", "appmanifest_2871450.acf", _STEAM_ACF, "Steam", "appmanifest_2871450.acf:1"),
        ("u34e_tiled_tmx_as_run", "a Tiled map (TMX: map tiledversion=..., tileset, layer, data encoding csv, "
         "objectgroup)", "level_03.tmx", _TMX, "Tiled", "level_03.tmx:2"),
        ("u34e_fmod_studio_xml_as_run", "an FMOD Studio metadata file (objects serializationModel=\"Studio.02.02.00\", "
         "object class=\"Event\", property, relationship)", "{8f2b6c1a-3e4d-4b5a-9c7e-1d2f3a4b5c6d}.xml", _FMOD_XML,
         "FMOD", "{8f2b6c1a-3e4d-4b5a-9c7e-1d2f3a4b5c6d}.xml:2"),
        ("u34e_gameanalytics_jsonl_as_run", "GameAnalytics events, one a line as the SDK posts them (category, "
         "event_id, amount, currency, v, user_id, session_id, ...)", "ga_events_2026-11-27.jsonl", _GAMEANALYTICS,
         "GameAnalytics", "ga_events_2026-11-27.jsonl:1"),
        ("u34e_godot_tscn_as_run", "a Godot scene (.tscn: [gd_scene load_steps=... format=3], [ext_resource ...], "
         "[node ...])", "offer_card.tscn", _GODOT, "Godot", "offer_card.tscn:1"),
        ("u34e_unreal_datatable_csv_as_run", "an Unreal DataTable exported as CSV ('---' for the row name, then the "
         "row struct's fields, every value quoted)", "DT_StoreOffers.csv", _DATATABLE, "Unreal",
         "DT_StoreOffers.csv:1"),
        ("u34e_unity_localization_csv_as_run", "a Unity Localization string table exported as CSV (Key, Id, "
         "English(en), French(fr), ...)", "Offers_StringTable.csv", _LOCALIZATION, "Unity",
         "Offers_StringTable.csv:1")],
        one_run=("ltv_uplift.run", _ONE_RUN), stem="offers",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary package read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34e_obj_as_qrels", "loot_chest.obj", _OBJ, "OBJ"),
        ("u34e_godot_tscn_as_qrels", "offer_card.tscn", _GODOT, "Godot"),
        ("u34e_unreal_datatable_as_qrels", "DT_StoreOffers.csv", _DATATABLE, "Unreal"),
        ("u34e_gameanalytics_as_qrels", "ga_events_2026-11-27.jsonl", _GAMEANALYTICS, "GameAnalytics")],
        one_run=("ltv_uplift.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34e_out_uasset", "offers.uasset", "an Unreal Engine package"),
        ("u34e_out_bank", "offers.bank", "an FMOD bank"),
        ("u34e_out_tscn", "offers.tscn", "a Godot scene"),
        ("u34e_out_unity", "offers.unity", "a Unity scene")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34e_api_tiled_dict",
            "rankagg.fuse(json.load(level_03.tmj)): a Tiled JSON map loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.tmj')), method='rrf')\n",
            "Tiled", why="a run maps a query to {document: score}; a Tiled map's 'layers' is a list and "
            "'orientation' text", files={"m.tmj": _TILED_JSON}),
        bad("u34e_api_datatable_frame",
            "rankagg.fuse(pd.read_csv(DT_StoreOffers.csv)): an Unreal DataTable export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('d.csv'), method='borda')\n",
            "Unreal", why="a table of runs has qid, docid, run and score columns; a DataTable's has a row name ('---') "
            "and the row struct's fields", files={"d.csv": _DATATABLE}),
    ]
    return cases
