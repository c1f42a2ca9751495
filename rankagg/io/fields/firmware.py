"""An embedded firmware team's files (issue 45's thirty-sixth bar, u36h_): Intel HEX images, Motorola S-records, GNU
size's tables, GNU ld's map files, CMSIS-SVD device files, Keil uVision projects, Saleae Logic captures, Zephyr
Twister's reports, Unity's test output, PlatformIO's platformio.ini, ESP-IDF's sdkconfig and J-Link Commander's logs.
(An ELF binary, and its name as an output, are named by older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

FIRMWARE = Field(
    team="an embedded firmware team's files (u36h_)",
    advice="give each source's ranking of a board's candidate builds (the CI test suite's, the hardware-in-the-loop "
           "rig's, the canary fleet's, the release engineers') as a run, a device, board revision and release "
           "channel a query (hw:sensor-stm32l4/rev-B/stable) and each build a document (fw:v2.14.0-rc3+g1a2b3c4), "
           "the score higher for the fitter to ship: 'BOARD/CHANNEL Q0 BUILD RANK SCORE SOURCE'; how the staged "
           "rollouts went is the qrels, 'BOARD/CHANNEL 0 BUILD GRADE'",
    files=(
        FieldFile("an Intel HEX image (a firmware image as ':'-records of hexadecimal: byte count, address, record "
                  "type, data, checksum; objcopy -O ihex writes it, a programmer flashes it)",
                  ":020000040000FA\n:100000000050002095020000A1020000A3020000A1\n:08001000A5020000A702000098\n"
                  ":00000001FF\n", 1,
                  line=r"^:[0-9A-Fa-f]{10,}[ \t]*\n:[0-9A-Fa-f]{10,}[ \t]*$", outputs=(".hex", ".ihex", ".ihx")),
        FieldFile("a Motorola S-record file (a firmware image as S0 header, S1/S2/S3 data and S7/S8/S9 start "
                  "records of hexadecimal; objcopy -O srec writes it)",
                  "S00B0000626F6F742E73313935\nS11300000050002095020000A1020000A30200009D\n"
                  "S10B0010A5020000A702000094\nS903029565\n", 1,
                  line=r"^S[0-9][0-9A-Fa-f]{6,}[ \t]*\nS[1-9][0-9A-Fa-f]{6,}[ \t]*$",
                  outputs=(".s19", ".s28", ".s37", ".srec", ".mot")),
        FieldFile("GNU size's table (arm-none-eabi-size, Berkeley format: text, data, bss, dec, hex, filename: a "
                  "firmware image's section sizes a line)",
                  "   text\t   data\t    bss\t    dec\t    hex\tfilename\n"
                  "  12840\t    108\t   2216\t  15164\t   3b3c\tbuild/blinky.elf\n", 1,
                  columns=("text", "data", "bss", "dec", "hex", "filename")),
        FieldFile("a GNU ld map file (the linker's -Map output: archive members included, discarded input sections, "
                  "Memory Configuration, the linker script and memory map)",
                  "Discarded input sections\n\n .text          0x00000000        0x0 obj/uart.o\n\n"
                  "Memory Configuration\n\nName             Origin             Length             Attributes\n"
                  "ROM              0x00000000         0x00040000         xr\n\n"
                  "Linker script and memory map\n\nLOAD obj/startup.o\n", 1,
                  line=r"^(?:Archive member included to satisfy reference by file \(symbol\)|Allocating common "
                       r"symbols|Discarded input sections|Memory Configuration|Linker script and memory map)[ \t]*$",
                  outputs=(".map",)),
        FieldFile("a CMSIS-SVD device file (Arm's System View Description XML: device, vendor, name, cpu, "
                  "addressUnitBits, peripherals and their registers)",
                  '<?xml version="1.0" encoding="utf-8"?>\n'
                  '<device schemaVersion="1.3" xmlns:xs="http://www.w3.org/2001/XMLSchema-instance">\n'
                  '  <name>NRF52840</name>\n  <addressUnitBits>8</addressUnitBits>\n  <width>32</width>\n'
                  '  <peripherals/>\n</device>\n', 2, root="device", marks=("<addressUnitBits>",),
                  outputs=(".svd",)),
        FieldFile("a Keil uVision project (.uvprojx: Project, SchemaVersion, '### uVision Project, (C) Keil "
                  "Software', Targets and their options)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
                  '<Project xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                  '  <SchemaVersion>2.1</SchemaVersion>\n'
                  '  <Header>### uVision Project, (C) Keil Software</Header>\n  <Targets/>\n</Project>\n', 2,
                  root="Project", marks=("uVision Project",), outputs=(".uvprojx", ".uvproj")),
        FieldFile("a Saleae Logic capture export (Logic's digital CSV: Time [s], then a column per channel, a row per "
                  "transition)", "Time [s],Channel 0,Channel 3\n0.000000000,0,1\n0.000416660,1,1\n", 1,
                  columns=("Time [s]",), cell=r"^channel \d+$", lookalike=True,
                  outputs=(".sal", ".logicdata")),
        FieldFile("Zephyr Twister's report (twister.json: environment with its zephyr_version, testsuites, each its "
                  "platform, status and testcases)",
                  '{"environment": {"os": "posix", "zephyr_version": "v3.6.0-1234-gabcdef012345", "toolchain": '
                  '"zephyr"}, "testsuites": [{"name": "kernel.common", "platform": "qemu_cortex_m3", "status": '
                  '"passed", "testcases": [{"identifier": "kernel.common.bitfield", "status": "passed"}]}]}\n', 1,
                  keys=("environment", "testsuites", "zephyr_version")),
        FieldFile("Unity's test output (ThrowTheSwitch's C unit tests: 'file:line:test:PASS', FAIL or IGNORE a "
                  "line, then 'N Tests N Failures N Ignored')",
                  "test/test_crc.c:12:test_crc16_of_empty_is_ffff:PASS\n"
                  "test/test_crc.c:20:test_crc16_known_vector:FAIL: Expected 0x29B1 Was 0x31C3\n\n"
                  "-----------------------\n2 Tests 1 Failures 0 Ignored \nFAIL\n", 1,
                  line=r"^[^\s:]+:\d+:\w+:(?:PASS|FAIL|IGNORE)\b|^\d+ Tests \d+ Failures \d+ Ignored\b"),
        FieldFile("a PlatformIO project configuration (platformio.ini: a [platformio] section and [env:NAME] "
                  "sections with platform, board and framework)",
                  "; PlatformIO Project Configuration File\n\n[env:nucleo_l476rg]\nplatform = ststm32\n"
                  "board = nucleo_l476rg\nframework = zephyr\n", 1,
                  line=r"^(?:; PlatformIO Project Configuration File|\[platformio\]|\[env:[^\]\n]+\])[ \t]*$"),
        FieldFile("an ESP-IDF sdkconfig (the Espressif IoT Development Framework's project configuration: "
                  "CONFIG_...=value lines written by menuconfig)",
                  "#\n# Automatically generated file. DO NOT EDIT.\n"
                  "# Espressif IoT Development Framework (ESP-IDF) 5.1.2 Project Configuration\n#\n"
                  "CONFIG_IDF_TARGET=\"esp32c3\"\nCONFIG_IDF_TARGET_ESP32C3=y\n", 3,
                  line=r"^# Espressif IoT Development Framework \(ESP-IDF\)|^CONFIG_IDF_TARGET=\""),
        FieldFile("a J-Link Commander log (SEGGER J-Link Commander's session: its version, the probe's firmware "
                  "and serial number, then the J-Link> commands and their answers)",
                  "SEGGER J-Link Commander V7.88k (Compiled Jun 14 2023 16:29:08)\n"
                  "DLL version V7.88k, compiled Jun 14 2023 16:28:45\n\nJ-Link>halt\n", 1,
                  line=r"^SEGGER J-Link Commander V\d|^J-Link>[^\t\n,]*$"),
    ))
