"""Compiled programs and libraries, which many tools build and no field owns, told by their first bytes where a run
is read: a Windows image (a DLL or an EXE: 'MZ', the DOS header whose e_lfanew points at 'PE\\0\\0'; issue 45's
fifty-eighth bar met the keyboard layout DLL that Microsoft's Keyboard Layout Creator builds, u58b_kbd_dll_as_run)
and an ELF image (Linux's and the firmware builds' programs and shared objects).  Their names as outputs are
refused by rankagg.io.output_names."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a PE image's first bytes read as Latin-1: 'MZ', the DOS header to e_lfanew at 0x3c (little-endian, under 64 KiB
#: here as every linker writes it), then 'PE\0\0' within the head
_PE = r"\AMZ[\s\S]{58}[\s\S]{2}\x00\x00[\s\S]*?PE\x00\x00"

PROGRAMS = Field(
    team="any tool's compiled programs and libraries (no field's own)",
    advice="a program holds machine code, no ranked lines: run the tool that builds or uses it and give its output "
           "as 'QUERY Q0 DOCUMENT RANK SCORE TAG' lines, a line a ranked document",
    files=(
        FieldFile("a Windows program or DLL (a PE image: 'MZ', the DOS stub, then 'PE'; a keyboard layout DLL as "
                  "Microsoft's Keyboard Layout Creator builds it, a driver, an .exe)",
                  b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8" + bytes(43)
                  + b"\x40\x00\x00\x00" + b"PE\x00\x00\x64\x86\x02\x00" + bytes(16), 0,
                  magic=b"MZ", line=_PE),
        FieldFile("an ELF program or shared library (its first bytes 7f 'ELF', the class, the byte order; a Linux "
                  "binary, a firmware build's image, a .so)",
                  b"\x7fELF\x02\x01\x01\x00" + bytes(8) + b"\x03\x00\x3e\x00\x01\x00\x00\x00" + bytes(40), 0,
                  magic=b"\x7fELF", line=r"\A\x7fELF[\x01\x02][\x01\x02]\x01"),
    ),
    generic=True)
