"""Issue 45's twenty-eighth bar (u28b_wonder_txt_as_run, u28b_prj_as_run): a CDC WONDER export and a shapefile's
projection given as a run or as qrels were told a field count; each is now named by what it is at both doors,
plain and gzipped, with its file and line; a run or qrels of FIPS codes stays read."""

import pytest

import rankagg

from rankagg.io.health_gis_shapes import health_gis_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "Multiple Cause of Death.txt": ('"Notes"\t"County"\t"County Code"\t"Deaths"\t"Population"\t"Crude Rate"\n'
                                    '\t"Autauga County, AL"\t"01001"\t12\t58761\tUnreliable\n"---"\n', "WONDER"),
    "tl_2022_us_county.prj": ('GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",'
                              'SPHEROID["GRS_1980",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0]]', "WKT"),
    "utm.prj": ('PROJCRS["WGS 84 / UTM zone 31N",\n    BASEGEOGCRS["WGS 84"]]\n', "WKT"),
}
RUN = "overdose_2025 Q0 01001 1 0.91 svi\noverdose_2025 Q0 06037 2 0.85 svi\n"
QRELS = "overdose_2025 0 01001 1\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    data = content if isinstance(content, bytes) else content.encode()
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert f"{name}:1" in message and what in message and "leading zeros" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "GEOGCS Q0 d 1 1 t\n", '"Notes" Q0 d 1 1 t\n', "PROJCS 0 d 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert health_gis_shape("x.txt", text.splitlines()) is None


def test_a_run_of_fips_codes_keeps_its_zeros(tmp_path):
    run, qrels = tmp_path / "svi.run", tmp_path / "outcomes.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0
