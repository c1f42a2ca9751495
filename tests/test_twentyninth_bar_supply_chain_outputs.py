"""Issue 45's twenty-ninth bar (u29b_out_cdx_json, u29b_out_spdx, u29b_out_lock): the fused order written under an
SBOM's or a lock file's name was written (.lock) or told only 'no .json reader reads'; CycloneDX's and SPDX's
suffixes and a lock file's are now named for what they are; a run's own names stay free."""

import pandas as pd
import pytest

import rankagg
from rankagg.io.output_names import FOREIGN_OUTPUTS, foreign_output, what_format


@pytest.mark.parametrize("name, suffix, what", [
    ("order.cdx.json", ".cdx.json", "CycloneDX"), ("ORDER.CDX.XML.gz", ".cdx.xml", "CycloneDX"),
    ("order.spdx", ".spdx", "SPDX"), ("order.SPDX.json.gz", ".spdx.json", "SPDX"),
    ("order.lock", ".lock", "lock file")])
def test_sbom_and_lock_names_are_told(name, suffix, what):
    assert foreign_output(name, FOREIGN_OUTPUTS) == suffix
    assert what in what_format(suffix)


@pytest.mark.parametrize("name", ["order.run", "spdx.run", "cyclonedx.txt", "lock.run.gz", "order.locked"])
def test_run_names_stay_free(name):
    assert foreign_output(name, FOREIGN_OUTPUTS, media_types=False) is None


@pytest.mark.parametrize("columns, what", [
    (["VulnerabilityID", "PkgName", "InstalledVersion", "Severity"], "Trivy"),
    (["NAME", "INSTALLED", "FIXED-IN", "TYPE", "VULNERABILITY", "SEVERITY"], "Grype"),
    (["Name", "Version", "ID", "Fix Versions"], "pip-audit")])
def test_a_scanner_findings_frame_is_named(columns, what):
    df = pd.DataFrame([["a"] * len(columns)], columns=columns)
    with pytest.raises(ValueError) as err:
        rankagg.fuse(df, method="borda")
    assert what in str(err.value) and "APP Q0 PURL RANK SCORE SCORER" in str(err.value), str(err.value)
