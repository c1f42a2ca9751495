"""``rankagg methods SPEC`` checks the spec as ``fuse`` does (issue 45, "Left on 45": ``rankagg methods
'rrf(kk=1)'`` described rrf, and ``rankagg fuse --method 'rrf(kk=1)'`` refused it).

Generated from the registry: for every method, an unknown parameter gets exit status 2 and the registry's own
message, the one ``fuse`` prints, and the method with its defaults spelled out is described (exit 0); for
rrf, a value its declaration refuses (k=-1) is refused too.
"""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.methods.registry import list_methods, make_method, method_class

METHODS = list_methods()


def _refusal(spec: str) -> str:
    with pytest.raises(ValueError) as err:
        make_method(spec)
    return str(err.value)


@pytest.mark.parametrize("name", METHODS)
def test_an_unknown_parameter_is_refused_with_the_registrys_message(name, capsys):
    spec = f"{name}(no_such_parameter=1)"
    assert main(["methods", spec]) == 2
    err = capsys.readouterr().err
    assert _refusal(spec) in err and "no_such_parameter" in err


@pytest.mark.parametrize("name", METHODS)
def test_the_defaults_spelled_out_are_described(name, capsys):
    defaults = {k: v for k, v in method_class(name).defaults.items() if isinstance(v, (bool, int, float, str))}
    spec = f"{name}({', '.join(f'{k}={v!r}' for k, v in defaults.items())})"
    assert main(["methods", spec]) == 0
    assert capsys.readouterr().out.startswith(name)


def test_rrf_kk_is_refused_by_methods_as_by_fuse(tmp_path, capsys):
    run = tmp_path / "a.run"
    run.write_text("1 Q0 d 1 1.0 a\n")
    assert main(["methods", "rrf(kk=1)"]) == 2
    methods_err = capsys.readouterr().err
    assert main(["fuse", str(run), "--method", "rrf(kk=1)", "-o", str(tmp_path / "o.run"), "--quiet"]) == 2
    fuse_err = capsys.readouterr().err
    reason = "rrf: unknown parameter(s) kk; valid parameters: k, positions, weighting, weights"
    assert reason in methods_err and reason in fuse_err
    assert main(["methods", "rrf(k=-1)"]) == 2  # a value the declaration refuses
    assert "parameter k must be a finite number >= 0" in capsys.readouterr().err
