"""Forms whose lines hold no token of their field (``FieldFile.tokenless``: SaTScan's case and population records, a
location, numbers and a date) are asked after every field's form that needs a token, so that a file both would tell
is named by the form that needs more of it (issue 45: SaTScan's population record had told CAMELS' streamflow lines,
u109b_camels_streamflow_as_run, and before its covariates were narrowed, two typed ballots, u106b_ and u108b_)."""

from __future__ import annotations

import re

from rankagg.io.field_catalogue import catalogue_head, declared_files
from rankagg.io.fields import FIELDS

DECLARED = list(declared_files())
TOKENLESS = [f for _, f in DECLARED if f.tokenless]


def test_the_tokenless_forms_are_asked_after_the_fields_own_and_before_the_generic_fields():
    kinds = [(field.generic, f.tokenless) for field, f in DECLARED]
    assert (False, True) in kinds and kinds == sorted(kinds), "fields' own forms, tokenless ones, generic fields'"
    assert sorted(id(f) for _, f in DECLARED) == sorted(id(f) for field in FIELDS for f in field.files)


def test_a_tokenless_form_has_a_line_form_and_no_other_test():
    """Only a line form can hold no token; a root, keys, columns or magic are the tool's own."""
    assert all(f.line and not (f.root or f.keys or f.columns or f.magic) for f in TOKENLESS)


def test_an_example_a_tokenless_form_also_tells_is_named_by_its_own_declaration():
    both = [f for _, f in DECLARED if not f.tokenless and isinstance(f.example, str)
            and any(re.compile(t.line, re.M).search(f.example.replace("\r\n", "\n")) for t in TOKENLESS)]
    assert any(f.what.startswith("a CAMELS") for f in both), [f.what for f in both]
    wrong = [(f.what, told) for f in both if (told := catalogue_head(f.example)) is None
             or not told[1].startswith(f"is {f.what}")]
    assert not wrong, wrong
