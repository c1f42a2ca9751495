"""Issue 45's twenty-eighth bar (u28f_cli_kilt_dev_jsonl_as_run, u28f_cli_sparql_json_as_run,
u28f_cli_wikidata_json_as_run and their qrels): an entity linking team's JSON was told "holds JSON such as BEIR's
results"; SPARQL results, a KILT file and a Wikidata dump are now named for what they are at both doors, gzipped too;
a run given as JSON {qid: {docid: score}} is still read."""

import json

import pytest

import rankagg
from tests.door_files import refusal_through_the_api

FILES = {
    "kilt_dev.jsonl": ('{"id": "1163testb", "input": "SOCCER - JAPAN GET LUCKY WIN", '
                       '"output": [{"answer": "Japan", "provenance": [{"wikipedia_id": "15573"}]}]}\n', "KILT"),
    "sparql.json": ('{"head": {"vars": ["item"]}, "results": {"bindings": '
                    '[{"item": {"type": "uri", "value": "http://www.wikidata.org/entity/Q42"}}]}}\n', "SPARQL results"),
    "wikidata.json": ('[\n{"type":"item","id":"Q42","labels":{"en":{"language":"en","value":"Douglas Adams"}}}\n]\n',
                      "Wikidata"),
}
RUN = "doc1047:off312-319 Q0 Q90 1 0.93 blink\ndoc1047:off312-319 Q0 Q830149 2 0.41 blink\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what = FILES[name]
    data = content if isinstance(content, bytes) else content.encode()
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, data, RUN, door)
    assert name in message and what in message and "BEIR" not in message, message


def test_a_run_as_a_dict_is_still_read():
    run = {"doc1047:off312-319": {"Q90": 0.93, "Q830149": 0.41}}
    fused = rankagg.fuse([run, json.loads(json.dumps(run))], method="rrf")
    assert list(fused["doc1047:off312-319"])[0] == "Q90"
