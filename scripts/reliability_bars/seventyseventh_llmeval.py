"""Issue 45's seventy-seventh bar of scripts/reliability_matrix.py, a language model evaluation team ranking models
per benchmark, task and leaderboard from benchmark scores, pairwise human and LLM-judge preferences and arena battles
(its cases, ids ``u77a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each benchmark, judged task or leaderboard (``benchmark:mmlu/5-shot``, the benchmark, then its
setting; ``task:mt-bench/writing``; ``leaderboard:open-llm/v2``) is a query and each model a document
(``model:meta-llama/Llama-3.1-8B-Instruct``, its Hugging Face repo id); the runs are the harness's benchmark scores,
the LLM judges' scores, the arena ratings and the annotators' preferences, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the human preferences weighted highest (the team trusts its
annotators over any judge model), and judged against the team's release verdicts (2 top tier, 1 contender, 0
otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (EleutherAI
lm-evaluation-harness's results JSON and samples JSONL, HELM's stats.json, an Inspect AI log (.eval, a ZIP), MT-Bench's
judgment JSONL, AlpacaEval's leaderboard.csv and annotations.json, Chatbot Arena's clean battles JSON, the Open LLM
Leaderboard's results JSON, a model card's README.md with its model-index metadata, the annotators' preference sheet
and the team's score table as typed), and outputs named for the field's files (an Inspect .eval log, a .safetensors
and a .gguf checkpoint, lm-eval's results_<date>.json).
(Checked: lm-eval's results_<isoformat, ':' as '-'>.json (json.dumps indent=2, ensure_ascii=False) and
samples_<task>_<date>.jsonl (one json.dumps per line, arguments as gen_args_i/arg_j, resps and filtered_resps
sanitised to strings, target as a string) from lm_eval/loggers/evaluation_tracker.py; the per-task keys 'alias',
'acc,none', 'acc_stderr,none', 'acc_norm,none' and 'n-shot', 'n-samples' {original, effective} from tools reading
real outputs; 'configs' and most of the environment keys left out; the order of the samples' keys after 'target'
from memory.  MT-Bench's model_judgment/gpt-4_single.jsonl (question_id, model, judge [judge model, prompt name],
user_prompt, judgment, score, turn, tstamp; json.dumps per line) from FastChat's llm_judge common.py
play_a_match_single.  Chatbot Arena's clean_battle_<YYYYMMDD>.json (json.dump indent=2, ensure_ascii=False; model_a,
model_b, winner, judge 'arena_user_...', turn, anony, language, tstamp in its simple mode) from FastChat's
serve/monitor/clean_battle_data.py; the winner values ('model_a', 'model_b', 'tie', 'tie (bothbad)') from memory.
AlpacaEval's leaderboard.csv header (an unnamed index column, then win_rate, standard_error, n_wins, n_wins_base,
n_draws, n_total, discrete_win_rate, mode, avg_length, length_controlled_winrate, lc_standard_error) from documents
quoting it and older runs' shorter headers; annotations.json's keys (instruction, output_1, generator_1, dataset,
output_2, generator_2, annotator, preference, raw_completion) from AlpacaEval's README example.  HELM's stats.json
(a list of {name: {name, split}, count, sum, sum_squared, min, max, mean, variance, stddev}) from exporters writing
it; its indentation is not checked.  The Open LLM Leaderboard's results_<date>.json (config_general with
lighteval_sha ... model_name, model_sha, model_dtype, model_size; results keyed 'harness|arc:challenge|25' with acc,
acc_stderr, acc_norm, acc_norm_stderr) from published details cards quoting it.  A model card's YAML front matter
(model-index / results / task, dataset with args.num_few_shot, metrics, source 'Open LLM Leaderboard') from model
cards.  Inspect AI's .eval log: a ZIP whose members include _journal/start.json ({version, eval, plan}),
samples/<id>_epoch_<n>.json, summaries.json, reductions.json and header.json, and its file name
'<ISO time with '-'>+00-00_<task>_<22-char id>.eval', from Inspect's readers and ports; only _journal/start.json is
written here, trimmed, its JSON spacing not checked.  Left out, as they could not be checked byte for byte: Chatbot
Arena's battles as Parquet, HELM's per_instance_stats.json and scenario_state.json, OpenAI simple-evals' HTML and
JSON reports, the HF leaderboard v2 contents dataset; the preference sheet and the score table are typed here as the
team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYSEVENTH_LLMEVAL = ("45 Unseen inputs: a seventy-seventh bar, a language model evaluation team ranking models "
                          "per benchmark, task and leaderboard from benchmark scores, LLM-judge and human preferences "
                          "and arena battles (lm-evaluation-harness's results JSON and samples JSONL, HELM's "
                          "stats.json, Inspect AI's .eval log, MT-Bench's judgments, AlpacaEval's leaderboard and "
                          "annotations, Chatbot Arena's battles, the Open LLM Leaderboard's results, model cards, "
                          "preference sheets and score tables as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['harness_scores', 'judge_scores', 'arena_ratings', 'human_prefs'],
    items=['model:meta-llama/Llama-3.1-8B-Instruct', 'model:Qwen/Qwen2.5-7B-Instruct',
           'model:google/gemma-2-9b-it', 'model:mistralai/Mistral-7B-Instruct-v0.3',
           'model:microsoft/Phi-3-medium-4k-instruct', 'model:01-ai/Yi-1.5-9B-Chat',
           'model:allenai/OLMo-2-1124-7B-Instruct', 'model:ibm-granite/granite-3.0-8b-instruct'],
    queries=['benchmark:mmlu/5-shot', 'task:mt-bench/writing', 'leaderboard:open-llm/v2',
             'benchmark:gsm8k/8-shot-cot', 'task:alpacaeval/lc-winrate', 'leaderboard:arena/hard-prompts'],
    suffix='/rerun', generator='eval_scores', judgements='release_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "eval_scores", "model_rankings.run")

_RECS3 = ["harness_scores", "judge_scores", "arena_ratings"]
_OUT = ("model_rankings.run",)
_ONE_RUN = ("benchmark:mmlu/5-shot Q0 model:Qwen/Qwen2.5-7B-Instruct 1 0.7421 harness_scores\n"
            "benchmark:mmlu/5-shot Q0 model:google/gemma-2-9b-it 2 0.7187 harness_scores\n")


# the team's files, as the harnesses, the judges, the arena, the leaderboard, the Hub and the team write them
# lm-evaluation-harness's aggregated results (--output_path): json.dumps(indent=2, ensure_ascii=False); 'configs',
# the environment and the tokenizer keys left out; the values illustrative
_LMEVAL_RESULTS = json.dumps({
    "results": {"hellaswag": {"alias": "hellaswag", "acc,none": 0.5997, "acc_stderr,none": 0.004889,
                              "acc_norm,none": 0.7921, "acc_norm_stderr,none": 0.004049}},
    "group_subtasks": {"hellaswag": []},
    "versions": {"hellaswag": 1.0},
    "n-shot": {"hellaswag": 0},
    "higher_is_better": {"hellaswag": {"acc": True, "acc_norm": True}},
    "n-samples": {"hellaswag": {"original": 10042, "effective": 10042}},
    "config": {"model": "hf", "model_args": "pretrained=meta-llama/Llama-3.1-8B-Instruct,dtype=bfloat16",
               "model_num_parameters": 8030261248, "model_dtype": "torch.bfloat16", "batch_size": "auto",
               "device": "cuda:0", "limit": None, "bootstrap_iters": 100000},
    "git_hash": "a9f3c21",
    "date": 1772446542.118734,
    "model_name": "meta-llama/Llama-3.1-8B-Instruct",
    "model_name_sanitized": "meta-llama__Llama-3.1-8B-Instruct",
    "total_evaluation_time_seconds": "1873.4412"}, indent=2, ensure_ascii=False)
_LMEVAL_RESULTS_NAME = "results_2026-03-02T10-15-42.118734.json"

# lm-evaluation-harness's per-sample log (--log_samples): one json.dumps a line, arc_easy's four choices as
# gen_args_0..3, the log-likelihoods as strings
_ARC_DOC = {"id": "Mercury_7220990", "question": "Which factor will most likely cause a person to develop a fever?",
            "choices": {"text": ["a leg muscle relaxing after exercise", "a bacterial population in the bloodstream",
                                 "several viral particles on the skin", "carbohydrates being digested in the stomach"],
                        "label": ["A", "B", "C", "D"]}, "answerKey": "B"}
_LMEVAL_SAMPLES = json.dumps({
    "doc_id": 0, "doc": _ARC_DOC, "target": "1",
    "arguments": {f"gen_args_{i}": {"arg_0": f"Question: {_ARC_DOC['question']}\nAnswer:", "arg_1": " " + t}
                  for i, t in enumerate(_ARC_DOC["choices"]["text"])},
    "resps": [[["-21.36", "False"]], [["-9.82", "False"]], [["-14.07", "False"]], [["-19.55", "False"]]],
    "filtered_resps": [["-21.36", "False"], ["-9.82", "False"], ["-14.07", "False"], ["-19.55", "False"]],
    "filter": "none", "metrics": ["acc", "acc_norm"],
    "doc_hash": "6b1c0f3e2d8a4f5b9c7e1a2d3f4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b",
    "prompt_hash": "0d2e4f6a8b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c1d3e",
    "target_hash": "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b",
    "acc": 1.0, "acc_norm": 1.0}, ensure_ascii=False) + "\n"
_LMEVAL_SAMPLES_NAME = "samples_arc_easy_2026-03-02T10-15-42.118734.jsonl"

# HELM's stats.json of one run (benchmark_output/runs/<suite>/<run>/stats.json): a list of stats, indent 2
_HELM_STATS = json.dumps([
    {"name": {"name": "num_references", "split": "test"}, "count": 1, "sum": 4, "sum_squared": 16, "min": 4,
     "max": 4, "mean": 4.0, "variance": 0.0, "stddev": 0.0},
    {"name": {"name": "exact_match", "split": "test"}, "count": 1, "sum": 0.712, "sum_squared": 0.506944,
     "min": 0.712, "max": 0.712, "mean": 0.712, "variance": 0.0, "stddev": 0.0}], indent=2)
_HELM_NAME = "stats.json"

# Inspect AI's log (.eval): a ZIP archive; its journal's start record ({version, eval, plan}) as the first member,
# deflated, the rest (samples, summaries, reductions, header) left out; its fields trimmed
_INSPECT_START = json.dumps({
    "version": 2,
    "eval": {"eval_id": "Kp3fZr8WnT2aQx6yHc4mLd", "run_id": "Vb7NqJ2sXe9RtUa5GwPzKm",
             "created": "2026-03-02T10:15:42+00:00", "task": "gpqa_diamond", "task_id": "Dx4Lr9QbWm2ZsNc7Yt6Ea3",
             "task_version": 0, "dataset": {"name": "gpqa_diamond", "samples": 198},
             "model": "hf/meta-llama/Llama-3.1-8B-Instruct", "config": {"epochs": 1}},
    "plan": {"name": "plan", "steps": [{"solver": "multiple_choice", "params": {}}]}})


def _inspect_log() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo("_journal/start.json", date_time=(2026, 3, 2, 10, 15, 42))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, _INSPECT_START)
    return buffer.getvalue()


_INSPECT = _inspect_log()
_INSPECT_NAME = "2026-03-02T10-15-42+00-00_gpqa-diamond_Kp3fZr8WnT2aQx6yHc4mLd.eval"

# MT-Bench's judgments (FastChat llm_judge, data/mt_bench/model_judgment/gpt-4_single.jsonl): one json.dumps a line
_MTBENCH = "".join(json.dumps(j) + "\n" for j in [
    {"question_id": 81, "model": "llama-3.1-8b-instruct", "judge": ["gpt-4", "single-v1"],
     "user_prompt": "[Instruction]\nPlease act as an impartial judge and evaluate the quality of the response "
                    "provided by an AI assistant to the user question displayed below. ...",
     "judgment": "The assistant's travel blog post is engaging and covers cultural experiences. ... Rating: [[8]]",
     "score": 8, "turn": 1, "tstamp": 1772446911.2381},
    {"question_id": 82, "model": "llama-3.1-8b-instruct", "judge": ["gpt-4", "single-v1"],
     "user_prompt": "[Instruction]\nPlease act as an impartial judge and evaluate the quality of the response "
                    "provided by an AI assistant to the user question displayed below. ...",
     "judgment": "The email is professional and concise, but it does not ask for specific feedback. Rating: [[7]]",
     "score": 7, "turn": 1, "tstamp": 1772446917.5064}])
_MTBENCH_NAME = "gpt-4_single.jsonl"

# AlpacaEval's leaderboard (results/<annotator>/leaderboard.csv, pandas to_csv): an unnamed index of models
_ALPACAEVAL_CSV = (
    ",win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,discrete_win_rate,mode,avg_length,"
    "length_controlled_winrate,lc_standard_error\n"
    "Qwen2.5-7B-Instruct,31.42087319543601,1.3815298826406122,251,552,2,805,31.30434782608696,community,2019,"
    "33.54188451226432,0.7214498036195716\n"
    "Meta-Llama-3.1-8B-Instruct,21.84513285612457,1.2409738213380734,174,630,1,805,21.67701863354037,community,"
    "2181,20.85301294751372,0.6991834472159381\n")
_ALPACAEVAL_NAME = "leaderboard.csv"

# AlpacaEval's annotations (results/<model>/<annotator>/annotations.json): one record a pairwise judgement
_ANNOTATIONS = json.dumps([
    {"instruction": "How did US states get their names?", "output_1": "The names of U.S. states come from ...",
     "generator_1": "gpt4_1106_preview", "dataset": "helpful_base",
     "output_2": "Many US state names come from Native American words ...", "generator_2": "Qwen2.5-7B-Instruct",
     "annotator": "weighted_alpaca_eval_gpt4_turbo", "preference": 1.2208311394,
     "raw_completion": {"ordered_models": [{"model": "m", "rank": 1}, {"model": "M", "rank": 2}]}}], indent=2)
_ANNOTATIONS_NAME = "annotations.json"

# Chatbot Arena's cleaned battles (FastChat clean_battle_data.py, simple mode): json.dump(indent=2)
_ARENA = json.dumps([
    {"model_a": "llama-3.1-8b-instruct", "model_b": "qwen2.5-7b-instruct", "winner": "model_b",
     "judge": "arena_user_4f1c2a9e", "turn": 1, "anony": True, "language": "English", "tstamp": 1772389405.8812},
    {"model_a": "gemma-2-9b-it", "model_b": "mistral-7b-instruct-v0.3", "winner": "tie (bothbad)",
     "judge": "arena_user_b07d33e1", "turn": 2, "anony": True, "language": "English", "tstamp": 1772389517.2236}],
    indent=2, ensure_ascii=False)
_ARENA_NAME = "clean_battle_20260301.json"

# the Open LLM Leaderboard's results for one model (open-llm-leaderboard/details_*/results_<date>.json), indent 2,
# trimmed to two of its tasks
_OPENLLM = json.dumps({
    "config_general": {"lighteval_sha": "494ee12240e716e804ae9ea834f84a2c864c07ca", "num_few_shot_default": 0,
                       "num_fewshot_seeds": 1, "override_batch_size": 1, "max_samples": None, "job_id": "",
                       "start_time": 1781075.607155059, "end_time": 1784655.466140587,
                       "total_evaluation_time_secondes": "3579.858985528117",
                       "model_name": "ibm-granite/granite-3.0-8b-instruct",
                       "model_sha": "8fe1e202a17f7763bd0af471253e00cc846d1c05", "model_dtype": "torch.bfloat16",
                       "model_size": "15.24 GB"},
    "results": {"harness|arc:challenge|25": {"acc": 0.5921501706484642, "acc_stderr": 0.014361097288449701,
                                             "acc_norm": 0.6313993174061433, "acc_norm_stderr": 0.014097810678042192},
                "harness|hellaswag|10": {"acc": 0.6247759410476, "acc_stderr": 0.004832166428541519,
                                         "acc_norm": 0.8188607847042422, "acc_norm_stderr": 0.003843463792037909}}},
    indent=2)
_OPENLLM_NAME = "results_2024-11-20T08-41-07.351262.json"

# a model card's metadata (README.md on the Hub): the YAML front matter's model-index, as the leaderboard's bot adds it
_MODEL_CARD = ("---\nlanguage:\n- en\nlicense: apache-2.0\nlibrary_name: transformers\nmodel-index:\n"
               "- name: granite-3.0-8b-instruct\n  results:\n  - task:\n      type: text-generation\n"
               "      name: Text Generation\n    dataset:\n      name: AI2 Reasoning Challenge (25-Shot)\n"
               "      type: ai2_arc\n      config: ARC-Challenge\n      split: test\n      args:\n"
               "        num_few_shot: 25\n    metrics:\n    - type: acc_norm\n      value: 63.14\n"
               "      name: normalized accuracy\n    source:\n"
               "      url: https://huggingface.co/spaces/HuggingFaceH4/open_llm_leaderboard?query="
               "ibm-granite/granite-3.0-8b-instruct\n      name: Open LLM Leaderboard\n---\n\n"
               "# Granite-3.0-8B-Instruct\n\n**Model Summary:** an 8B instruction-tuned model.\n")
_MODEL_CARD_NAME = "README.md"

# the annotators' preference sheet as typed from the labelling sessions: annotator, prompt id, model A, model B, the
# preferred side (A, B or tie) and its strength (1-3): six fields a line
_PREF_SHEET = ("ann03 mtb-081 llama-3.1-8b qwen2.5-7b B 2\nann03 mtb-082 gemma-2-9b mistral-7b A 3\n"
               "ann07 mtb-081 qwen2.5-7b phi-3-medium A 1\nann07 mtb-090 yi-1.5-9b olmo-2-7b tie 1\n")
# the team's score table as typed for the weekly review: model, benchmark, shots, score: four fields a line
_SCORE_TABLE = ("llama-3.1-8b mmlu 5 68.4\nqwen2.5-7b mmlu 5 74.2\ngemma-2-9b mmlu 5 71.9\n"
                "llama-3.1-8b gsm8k 8 84.5\nqwen2.5-7b gsm8k 8 85.4\n")


def seventyseventh_bar_llmeval_cases() -> list[Case]:
    G = SEVENTYSEVENTH_LLMEVAL
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="eval_scores", judgements="release_verdicts", runs=_RECS3,
        stem="model_rankings", outputs=_OUT, item="model", rounded="judge_scores",
        weights="{'harness_scores': 1.0, 'judge_scores': 1.0, 'arena_ratings': 1.5, 'human_prefs': 2.0}",
        lone_query="R['human_prefs']['task:safety/red-team-review'] = "
                   "{'model:google/gemma-2-9b-it': 0.9, 'model:01-ai/Yi-1.5-9B-Chat': 0.4}\n",
        trust="harness_scores 1\njudge_scores 1\narena_ratings 2\n",
        trust_dict="{'harness_scores': 1, 'judge_scores': 1, 'arena_ratings': 2}",
        texts={
            "rrf": ("u77a_rrf_eval_scores",
                    "rankagg.fuse({source: {benchmark, task or leaderboard: {model: score}}}, method='rrf'): the "
                    "harness's scores, the judges' scores, the arena ratings and the annotators' preferences, six "
                    "rankings ('benchmark:mmlu/5-shot'), models as 'model:meta-llama/Llama-3.1-8B-Instruct'"),
            "borda": ("u77a_borda_model_not_run_everywhere",
                      "rankagg.fuse(..., method='borda'): a model the arena never paired and one harness run "
                      "skipped (out of memory), so some sources have no score for it"),
            "combsum": ("u77a_combsum_rounded_judge_scores",
                        "rankagg.fuse(..., method='combsum'): the LLM judges' scores as MT-Bench averages at one "
                        "decimal (many ties), beside the harness's scores and the arena ratings"),
            "fuser": ("u77a_weighted_fuser_human_prefs",
                      "rankagg.Fuser('rrf', weights=...) per benchmark and leaderboard: the annotators' "
                      "preferences count 2, as the team trusts its annotators over any judge model"),
            "frame": ("u77a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's notebook "
                      "table, a row per benchmark, model and source"),
            "evaluate": ("u77a_evaluate_release_verdicts",
                         "rankagg.evaluate(fused ranking, the release verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the top-tier models first"),
            "lone": ("u77a_red_team_task_only_human_prefs",
                     "rankagg.fuse(..., method='rrf'): the red-team safety review, which only the annotators "
                     "judge, beside benchmarks every source covers"),
            "cli_rrf": ("u77a_cli_rrf_runs",
                        "rankagg fuse harness_scores.run judge_scores.run arena_ratings.run --method rrf -o "
                        "model_rankings.run: one run per source, benchmarks and leaderboards as queries"),
            "cli_borda": ("u77a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the arena ratings "
                          "count double)"),
            "cli_combsum": ("u77a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four models shortlisted per "
                            "leaderboard"),
            "cli_evaluate": ("u77a_cli_evaluate_release_verdicts_qrels",
                             "rankagg evaluate model_rankings.run --qrels release_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the release verdicts (0-2)"),
            "cli_parquet": ("u77a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o model_rankings.parquet: gzipped runs from the "
                            "team's pipeline, a Parquet table for the leaderboard notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u77a_lmeval_results_json_as_run", "lm-evaluation-harness's results JSON (results, group_subtasks, "
         "versions, n-shot, ... 'acc,none', 'acc_stderr,none')", _LMEVAL_RESULTS_NAME, _LMEVAL_RESULTS, "lm-eval",
         f"{_LMEVAL_RESULTS_NAME}:1"),
        ("u77a_lmeval_samples_jsonl_as_run", "lm-evaluation-harness's samples JSONL (doc_id, doc, target, "
         "arguments, resps, filtered_resps, ... doc_hash)", _LMEVAL_SAMPLES_NAME, _LMEVAL_SAMPLES, "lm-eval",
         f"{_LMEVAL_SAMPLES_NAME}:1"),
        ("u77a_helm_stats_json_as_run", "HELM's stats.json (a list of {name: {name, split}, count, sum, "
         "sum_squared, min, max, mean, ...})", _HELM_NAME, _HELM_STATS, "HELM", f"{_HELM_NAME}:1"),
        ("u77a_inspect_eval_log_as_run", "an Inspect AI log (.eval: a ZIP, PK 03 04, its _journal/start.json "
         "first)", _INSPECT_NAME, _INSPECT, "Inspect", _INSPECT_NAME),
        ("u77a_mtbench_judgment_jsonl_as_run", "MT-Bench's judgments (gpt-4_single.jsonl: question_id, model, judge, "
         "user_prompt, judgment, score, turn, tstamp)", _MTBENCH_NAME, _MTBENCH, "MT-Bench",
         named_at(_MTBENCH_NAME, _MTBENCH)),
        ("u77a_alpacaeval_leaderboard_csv_as_run", "AlpacaEval's leaderboard.csv (an unnamed model column, win_rate, "
         "standard_error, ... length_controlled_winrate, lc_standard_error)", _ALPACAEVAL_NAME, _ALPACAEVAL_CSV,
         "AlpacaEval", named_at(_ALPACAEVAL_NAME, _ALPACAEVAL_CSV)),
        ("u77a_arena_battles_json_as_run", "Chatbot Arena's cleaned battles (clean_battle_<date>.json: model_a, "
         "model_b, winner, judge, turn, anony, language, tstamp)", _ARENA_NAME, _ARENA, "Chatbot Arena",
         f"{_ARENA_NAME}:1"),
        ("u77a_open_llm_leaderboard_json_as_run", "the Open LLM Leaderboard's results JSON (config_general, results "
         "keyed 'harness|arc:challenge|25')", _OPENLLM_NAME, _OPENLLM, "Open LLM Leaderboard", f"{_OPENLLM_NAME}:1"),
        ("u77a_model_card_readme_as_run", "a model card (README.md: YAML front matter with model-index, results, "
         "metrics, source)", _MODEL_CARD_NAME, _MODEL_CARD, "model card", f"{_MODEL_CARD_NAME}:1"),
        ("u77a_preference_sheet_as_run", "the annotators' preference sheet as typed (six fields a line: annotator, "
         "prompt, model A, model B, preferred side, strength)", "prefs_session12.txt", _PREF_SHEET,
         "preference sheet", "prefs_session12.txt:1"),
        ("u77a_score_table_as_run", "the team's score table as typed (four fields a line: model, benchmark, shots, "
         "score)", "scores_week09.txt", _SCORE_TABLE, "score table", "scores_week09.txt:1")],
        one_run=("harness_scores.run", _ONE_RUN), stem="model_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a preference sheet's six are an annotator, "
                 "a prompt, two models, a side and a strength, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Inspect .eval log (a ZIP) read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u77a_preference_sheet_as_qrels", "prefs_session12.txt", _PREF_SHEET, "preference sheet"),
        ("u77a_score_table_as_qrels", "scores_week09.txt", _SCORE_TABLE, "score table"),
        ("u77a_alpacaeval_annotations_as_qrels", _ANNOTATIONS_NAME, _ANNOTATIONS, "AlpacaEval"),
        ("u77a_arena_battles_json_as_qrels", _ARENA_NAME, _ARENA, "Chatbot Arena")],
        one_run=("harness_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u77a_out_inspect_eval", "2026-03-02T11-02-10+00-00_leaderboard_Qm8TzR3vLx6NcWp2Ka9YdE.eval",
         "an Inspect AI log"),
        ("u77a_out_safetensors", "model.safetensors", "a safetensors checkpoint"),
        ("u77a_out_gguf", "granite-3.0-8b-instruct-Q4_K_M.gguf", "a GGUF model file"),
        ("u77a_out_lmeval_results_json", "results_2026-03-02T11-02-10.552901.json",
         "lm-evaluation-harness's results JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=77"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u77a_api_arena_battles_list",
            "rankagg.fuse(json.load(clean_battle_20260301.json)): Chatbot Arena's cleaned battles, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Chatbot Arena", why="a run maps a query to {document: score}; Chatbot Arena's battles are a list of "
            "pairwise votes (two models, the winner, the voter, the turn count and the time)",
            files={"r.json": _ARENA}),
        bad("u77a_api_alpacaeval_leaderboard_frame",
            "rankagg.fuse(pd.read_csv(leaderboard.csv)): AlpacaEval's leaderboard (an unnamed model column, "
            "win_rate, ... length_controlled_winrate) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "AlpacaEval", why="a table of runs has qid, docid, run and score columns; AlpacaEval's leaderboard has "
            "a model a row (its win rates against the baseline, their standard errors, the counts and the mean "
            "length)",
            files={"r.csv": _ALPACAEVAL_CSV}),
    ]
    return cases
