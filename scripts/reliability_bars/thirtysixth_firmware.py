"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, an embedded firmware team ranking candidate builds per
board revision and release channel for a device fleet across CI, a hardware-in-the-loop rig, a canary fleet and
release engineering (its cases, ids ``u36h_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later session,
before any of its recognisers existed.)

The team's day: each device, board revision and release channel (``hw:sensor-stm32l4/rev-B/stable``) is a query and
each build a document by its version and commit (``fw:v2.14.0-rc3+g1a2b3c4``); the runs are the CI test suite's, the
hardware-in-the-loop rig's, the canary fleet's crash-free sessions and the release engineers' rankings of the builds
fittest to ship, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against how the staged rollouts went (2 rolled out to the whole fleet cleanly, 1 after a
hotfix, 0 rolled back).  The mistakes and odd files: the field's own files given where runs or qrels are read (an
Intel HEX image, Motorola S-records, an ELF binary, arm-none-eabi-size's table, a GNU ld map file, a CMSIS-SVD
device file, a Keil uVision project, a Saleae logic analyser capture, Zephyr Twister's report; Unity's test output,
a platformio.ini, an ESP-IDF sdkconfig and a J-Link Commander log as judgements), and outputs named for the field's
files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_FIRMWARE = ("45 Unseen inputs: a thirty-sixth bar, an embedded firmware team ranking builds per board "
                        "revision and release channel across CI, a HIL rig, a canary fleet and release engineers "
                        "(Intel HEX, S-record, ELF, size, GNU ld, CMSIS-SVD, Keil, Saleae, Twister, Unity, "
                        "PlatformIO, ESP-IDF, J-Link)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ci_tests', 'hil_rig', 'canary_fleet', 'release_eng'],
    items=['fw:v2.14.0-rc3+g1a2b3c4', 'fw:v2.14.0-rc2+g9f8e7d6', 'fw:v2.13.2+g5c6d7e8', 'fw:v2.14.0-rc1+g0a1b2c3',
           'fw:v2.13.1+g7d8e9f0', 'fw:v2.14.0-beta4+g3e4f5a6', 'fw:v2.13.0+gb1c2d3e', 'fw:v2.12.5+gc4d5e6f'],
    queries=['hw:hub-nrf52840/rev-C/stable', 'hw:hub-nrf52840/rev-D/stable', 'hw:sensor-stm32l4/rev-B/stable',
             'hw:sensor-stm32l4/rev-B/beta', 'hw:gw-esp32s3/rev-A/stable', 'hw:gw-esp32s3/rev-A/beta'],
    suffix='/canary', generator='builds', judgements='rollout') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "builds", "builds.run")

_RECS3 = ["ci_tests", "hil_rig", "canary_fleet"]
_OUT = ("builds.run",)
_ONE_RUN = ("hw:sensor-stm32l4/rev-B/stable Q0 fw:v2.14.0-rc3+g1a2b3c4 1 0.91 release_eng\n"
            "hw:sensor-stm32l4/rev-B/stable Q0 fw:v2.13.2+g5c6d7e8 2 0.77 release_eng\n"
            "hw:sensor-stm32l4/rev-B/stable Q0 fw:v2.14.0-rc2+g9f8e7d6 3 0.52 release_eng\n")
# the team's files, as the toolchain, the debug probes, the IDEs and the test runners write them (a few lines)
# the sensor's vector table (initial stack pointer, Reset, NMI, HardFault, ... handlers) as arm-none-eabi-objcopy
# writes it, 16 bytes a record
_VECTORS = bytes.fromhex("00800120c1010008290d00082b0d00082d0d00082f0d0008310d0008000000000000000000000000000000"
                         "00330d0008350d000800000000370d0008390d0008")


def _ihex_record(address: int, kind: int, data: bytes) -> str:
    body = bytes([len(data), address >> 8, address & 0xFF, kind]) + data
    return ":" + body.hex().upper() + f"{-sum(body) & 0xFF:02X}\n"


def _srec_record(kind: str, address: bytes, data: bytes) -> str:
    body = bytes([len(address) + len(data) + 1]) + address + data
    return kind + body.hex().upper() + f"{~sum(body) & 0xFF:02X}\n"


# an Intel HEX image: an extended linear address record (0x0800), data records, the start address, the end of file
_IHEX = (_ihex_record(0, 4, bytes.fromhex("0800"))
         + "".join(_ihex_record(k, 0, _VECTORS[k:k + 16]) for k in range(0, len(_VECTORS), 16))
         + _ihex_record(0, 5, bytes.fromhex("080001C1")) + _ihex_record(0, 1, b""))
# Motorola S-records: S0 (the file's name), S3 (32-bit addresses), S7 (the entry point)
_SREC = (_srec_record("S0", b"\x00\x00", b"sensor.srec")
         + "".join(_srec_record("S3", (0x08000000 + k).to_bytes(4, "big"), _VECTORS[k:k + 16])
                   for k in range(0, len(_VECTORS), 16))
         + _srec_record("S7", bytes.fromhex("080001C1"), b""))
# an ELF32 executable for ARM: the ELF header (little-endian, EM_ARM, EABI5 hard float, entry 0x080001c1) and one
# PT_LOAD program header
_ELF = (struct.pack("<4sBBBBB7xHHIIIIIHHHHHH", b"\x7fELF", 1, 1, 1, 0, 0, 2, 40, 1, 0x080001C1, 52, 0x0002F1A8,
                    0x05000400, 52, 32, 1, 40, 22, 21)
        + struct.pack("<IIIIIIII", 1, 0x10000, 0x08000000, 0x08000000, 0xBC64, 0xBC64, 5, 0x10000))
# arm-none-eabi-size (Berkeley format): text, data, bss, dec, hex, filename: six fields a line
_SIZE = ("   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
         "  48212\t   1204\t  16684\t  66100\t  10234\tbuild/sensor-stm32l4.elf\n"
         "  57321\t   1236\t  16008\t  74565\t  12345\tbuild/hub-nrf52840.elf\n"
         "  30114\t    820\t   8096\t  39030\t   9876\tbuild/bootloader.elf\n")
_LD_MAP = ("Archive member included to satisfy reference by file (symbol)\n\n"
           "/opt/arm-gnu-toolchain-13.2.rel1/lib/gcc/arm-none-eabi/13.2.1/../../../../arm-none-eabi/lib/thumb/"
           "v7e-m+fp/hard/libc_nano.a(libc_a-memcpy-stub.o)\n"
           "                              build/ringbuf.o (memcpy)\n\n"
           "Discarded input sections\n\n"
           " .text          0x00000000        0x0 build/main.o\n"
           " .data          0x00000000        0x0 build/main.o\n\n"
           "Memory Configuration\n\n"
           "Name             Origin             Length             Attributes\n"
           "FLASH            0x08000000         0x00100000         xr\n"
           "RAM              0x20000000         0x00018000         xrw\n"
           "*default*        0x00000000         0xffffffff\n\n"
           "Linker script and memory map\n\n"
           "LOAD build/startup_stm32l476xx.o\nLOAD build/main.o\n"
           "                0x20018000                _estack = (ORIGIN (RAM) + LENGTH (RAM))\n\n"
           ".isr_vector     0x08000000      0x188\n"
           "                0x08000000                . = ALIGN (0x4)\n"
           " *(.isr_vector)\n"
           " .isr_vector    0x08000000      0x188 build/startup_stm32l476xx.o\n"
           "                0x08000000                g_pfnVectors\n")
_SVD = ('<?xml version="1.0" encoding="utf-8" standalone="no"?>\n'
        '<device schemaVersion="1.1" xmlns:xs="http://www.w3.org/2001/XMLSchema-instance" '
        'xs:noNamespaceSchemaLocation="CMSIS-SVD.xsd">\n'
        '  <vendor>STMicroelectronics</vendor>\n  <name>STM32L476</name>\n  <version>1.6</version>\n'
        '  <description>STM32L476</description>\n  <cpu>\n    <name>CM4</name>\n    <revision>r0p1</revision>\n'
        '    <endian>little</endian>\n    <mpuPresent>true</mpuPresent>\n    <fpuPresent>true</fpuPresent>\n'
        '    <nvicPrioBits>4</nvicPrioBits>\n    <vendorSystickConfig>false</vendorSystickConfig>\n  </cpu>\n'
        '  <addressUnitBits>8</addressUnitBits>\n  <width>32</width>\n  <size>0x20</size>\n'
        '  <resetValue>0x0</resetValue>\n  <resetMask>0xFFFFFFFF</resetMask>\n  <peripherals>\n    <peripheral>\n'
        '      <name>GPIOA</name>\n      <description>General-purpose I/Os</description>\n'
        '      <groupName>GPIO</groupName>\n      <baseAddress>0x48000000</baseAddress>\n    </peripheral>\n'
        '  </peripherals>\n</device>\n')
_KEIL = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
         '<Project xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'xsi:noNamespaceSchemaLocation="project_projx.xsd">\n\n'
         '  <SchemaVersion>2.1</SchemaVersion>\n\n'
         '  <Header>### uVision Project, (C) Keil Software</Header>\n\n'
         '  <Targets>\n    <Target>\n      <TargetName>sensor_revB</TargetName>\n'
         '      <ToolsetNumber>0x4</ToolsetNumber>\n      <ToolsetName>ARM-ADS</ToolsetName>\n'
         '      <pCCUsed>6210000::V6.21::ARMCLANG</pCCUsed>\n      <uAC6>1</uAC6>\n      <TargetOption>\n'
         '        <TargetCommonOption>\n          <Device>STM32L476RGTx</Device>\n'
         '          <Vendor>STMicroelectronics</Vendor>\n'
         '          <PackID>Keil.STM32L4xx_DFP.2.6.2</PackID>\n        </TargetCommonOption>\n'
         '      </TargetOption>\n    </Target>\n  </Targets>\n\n</Project>\n')
# a Saleae Logic 2 digital export: 'Time [s]' and a column per channel, a row per transition
_SALEAE = ("Time [s],Channel 0,Channel 1,Channel 2\n0.000000000,1,1,0\n0.001204160,0,1,0\n0.001212840,1,1,0\n"
           "0.001221520,0,1,1\n0.001238880,1,0,1\n")
_TWISTER = ('{"environment": {"os": "posix", "zephyr_version": "v3.7.0", "toolchain": "zephyr", "commit_date": '
            '"2026-11-26T17:42:10+00:00", "run_date": "2026-11-27T08:03:55+00:00"}, "testsuites": [{"name": '
            '"tests/drivers/sensor/ringbuf", "arch": "arm", "platform": "nrf52840dk/nrf52840", "path": '
            '"tests/drivers/sensor/ringbuf", "run_id": "a41c5e1f0b2d4e0b9d3c7f6a5e4d3c2b", "runnable": true, '
            '"retries": 0, "status": "passed", "execution_time": "2.31", "build_time": "23.12", "used_ram": 9216, '
            '"used_rom": 48212, "testcases": [{"identifier": "drivers.sensor.ringbuf.test_wraparound", '
            '"execution_time": "0.01", "status": "passed"}]}]}\n')
_UNITY = ("test/test_ringbuf.c:18:test_push_then_pop_returns_same_byte:PASS\n"
          "test/test_ringbuf.c:31:test_pop_on_empty_fails:FAIL: Expected 0 Was 1\n"
          "test/test_ringbuf.c:44:test_wraparound_keeps_order:PASS\n"
          "test/test_ringbuf.c:57:test_overflow_drops_oldest:IGNORE: not on target\n\n"
          "-----------------------\n4 Tests 1 Failures 1 Ignored \nFAIL\n")
_PLATFORMIO = ("; PlatformIO Project Configuration File\n;\n"
               ";   Build options: build flags, source filter\n"
               ";   Upload options: custom upload port, speed and extra flags\n"
               ";   Library options: dependencies, extra library storages\n"
               ";   Advanced options: extra scripting\n;\n"
               "; Please visit documentation for the other options and examples\n"
               "; https://docs.platformio.org/page/projectconf.html\n\n"
               "[env:gw_esp32s3]\nplatform = espressif32\nboard = esp32-s3-devkitc-1\nframework = espidf\n"
               "monitor_speed = 115200\nbuild_flags = -DFW_VERSION=\\\"2.14.0-rc3\\\"\n")
_SDKCONFIG = ("#\n# Automatically generated file. DO NOT EDIT.\n"
              "# Espressif IoT Development Framework (ESP-IDF) 5.2.1 Project Configuration\n#\n"
              "CONFIG_SOC_ADC_SUPPORTED=y\nCONFIG_SOC_UART_SUPPORTED=y\nCONFIG_IDF_TARGET=\"esp32s3\"\n"
              "CONFIG_IDF_TARGET_ESP32S3=y\n\n#\n# Serial flasher config\n#\nCONFIG_ESPTOOLPY_FLASHSIZE_8MB=y\n")
_JLINK = ("SEGGER J-Link Commander V7.94e (Compiled Jan 15 2024 15:21:26)\n"
          "DLL version V7.94e, compiled Jan 15 2024 15:20:14\n\n"
          "Connecting to J-Link via USB...O.K.\nFirmware: J-Link V11 compiled Dec  4 2023 10:39:04\n"
          "Hardware version: V11.00\nJ-Link uptime (since boot): 0d 00h 12m 41s\nS/N: 51012345\n"
          "License(s): GDB\nVTref=3.300V\n\n"
          "Type \"connect\" to establish a target connection, '?' for help\n"
          "J-Link>mem32 0x08000000, 2\n08000000 = 20018000 080001C1 \n")


def thirtysixth_bar_firmware_cases() -> list[Case]:
    G = THIRTYSIXTH_FIRMWARE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="builds", judgements="rollout", runs=_RECS3, stem="builds", outputs=_OUT,
        item="builds", rounded="hil_rig",
        weights="{'ci_tests': 1.0, 'hil_rig': 2.0, 'canary_fleet': 1.5, 'release_eng': 0.5}",
        lone_query="R['release_eng']['hw:hub-nrf52840/rev-E/evt'] = {'fw:v2.15.0-alpha1+gd0e1f2a': 0.9, "
                   "'fw:v2.14.0-rc3+g1a2b3c4': 0.4}\n",
        trust="hil_rig 2\ncanary_fleet 1.5\nci_tests 1\n",
        trust_dict="{'hil_rig': 2, 'canary_fleet': 1.5, 'ci_tests': 1}",
        texts={
            "rrf": ("u36h_rrf_sources",
                    "rankagg.fuse({source: {board/channel: {build: score}}}, method='rrf'): four sources, six boards "
                    "and channels ('hw:sensor-stm32l4/rev-B/stable'), builds as 'fw:v2.14.0-rc3+g1a2b3c4'"),
            "borda": ("u36h_borda_unscored_builds",
                      "rankagg.fuse(..., method='borda'): the HIL rig has not flashed the builds its boards were "
                      "busy for"),
            "combsum": ("u36h_combsum_rounded_rig",
                        "rankagg.fuse(..., method='combsum'): the HIL rig's pass rates over ten runs, in tenths (many "
                        "ties), beside the others"),
            "fuser": ("u36h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per board and channel: the HIL rig counts 2, release "
                      "engineering 0.5"),
            "frame": ("u36h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the release sheet, a row per "
                      "board, build and source"),
            "evaluate": ("u36h_evaluate_rollout",
                         "rankagg.evaluate(fused ranking, how the rollouts went, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the builds that shipped to the whole fleet"),
            "lone": ("u36h_one_source_board",
                     "rankagg.fuse(..., method='rrf'): a board only release engineering ranked (rev-E at EVT, no rig "
                     "or fleet yet) beside boards every source covers"),
            "cli_rrf": ("u36h_cli_rrf_runs",
                        "rankagg fuse ci_tests.run hil_rig.run canary_fleet.run --method rrf -o builds.run: one run "
                        "per source, boards and channels as queries"),
            "cli_borda": ("u36h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the HIL rig counts "
                          "double)"),
            "cli_combsum": ("u36h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four builds the soak test takes"),
            "cli_evaluate": ("u36h_cli_evaluate_rollout_qrels",
                             "rankagg evaluate builds.run --qrels rollout.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against how the rollouts went (0-2)"),
            "cli_parquet": ("u36h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o builds.parquet: gzipped runs from the CI's "
                            "artifacts, a Parquet table for the release dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36h_intel_hex_as_run", "an Intel HEX image (':020000040800F2', data records ':10000000...', ':00000001FF')",
         "sensor.hex", _IHEX, "Intel HEX", "sensor.hex:1"),
        ("u36h_srec_as_run", "Motorola S-records (S0 header, S3 data records, S7 entry point)", "sensor.srec", _SREC,
         "S-record", "sensor.srec:1"),
        ("u36h_elf_as_run", "an ELF32 ARM executable ('\\x7fELF', EM_ARM, a PT_LOAD segment)", "sensor.elf", _ELF,
         "ELF", "sensor.elf"),
        ("u36h_size_as_run", "arm-none-eabi-size's table (Berkeley format: text, data, bss, dec, hex, filename: six "
         "fields a line)", "footprint.txt", _SIZE, "size", "footprint.txt:1"),
        ("u36h_ld_map_as_run", "a GNU ld map file ('Archive member included ...', Memory Configuration, Linker script "
         "and memory map)", "sensor.map", _LD_MAP, "GNU ld", "sensor.map:1"),
        ("u36h_svd_as_run", "a CMSIS-SVD device file (device schemaVersion=..., vendor, name, cpu, peripherals)",
         "STM32L476.svd", _SVD, "SVD", "STM32L476.svd:2"),
        ("u36h_keil_uvprojx_as_run", "a Keil uVision project (Project, SchemaVersion, '### uVision Project, (C) Keil "
         "Software', Targets)", "sensor.uvprojx", _KEIL, "Keil", "sensor.uvprojx:2"),
        ("u36h_saleae_csv_as_run", "a Saleae Logic 2 digital export (Time [s], Channel 0, Channel 1, ...)",
         "uart_boot_capture.csv", _SALEAE, "Saleae", "uart_boot_capture.csv:1"),
        ("u36h_twister_json_as_run", "Zephyr Twister's report (twister.json: environment, testsuites, testcases)",
         "twister.json", _TWISTER, "Twister", "twister.json:1")],
        one_run=("release_eng.run", _ONE_RUN), stem="builds",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary image read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36h_unity_as_qrels", "test_ringbuf.out", _UNITY, "Unity"),
        ("u36h_platformio_as_qrels", "platformio.ini", _PLATFORMIO, "PlatformIO"),
        ("u36h_sdkconfig_as_qrels", "sdkconfig", _SDKCONFIG, "ESP-IDF"),
        ("u36h_jlink_log_as_qrels", "flash_sensor.jlink.log", _JLINK, "J-Link")],
        one_run=("release_eng.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36h_out_hex", "builds.hex", "an Intel HEX image"),
        ("u36h_out_s19", "builds.s19", "a Motorola S-record file"),
        ("u36h_out_elf", "builds.elf", "an ELF binary"),
        ("u36h_out_map", "builds.map", "a linker map file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=36"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36h_api_twister_dict",
            "rankagg.fuse(json.load(twister.json)): Zephyr Twister's report loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "Twister", why="a run maps a query to {document: score}; Twister's 'environment' is a record of text and "
            "'testsuites' a list", files={"t.json": _TWISTER}),
        bad("u36h_api_saleae_frame",
            "rankagg.fuse(pd.read_csv(uart_boot_capture.csv)): a Saleae logic analyser capture given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "Saleae", why="a table of runs has qid, docid, run and score columns; a Saleae capture has a time and a "
            "state per channel", files={"s.csv": _SALEAE}),
    ]
    return cases
