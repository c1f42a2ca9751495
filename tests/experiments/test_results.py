from pathlib import Path

from rankagg.experiments.results import dataset_key, result_path, slug


def test_result_file_names():
    assert dataset_key("MQ2007-agg") == "mq2007"
    assert dataset_key("MQ2008-small") == "mq2008-small"
    assert slug("RAGS-⊤ (§4.1 least squares)") == "rags-top-s4-1-least-squares"
    assert result_path("results/benchmark", "MQ2008-agg", "RRF k=60") == Path("results/benchmark/mq2008__rrf-k-60.json")


def test_committed_results_use_dataset_keys():
    root = Path(__file__).resolve().parents[2] / "results"
    names = [p.name for p in root.rglob("*")]
    assert not [n for n in names if "MQ2007-agg" in n or "MQ2008-agg" in n]
