"""A language model evaluation team's files (issue 45's seventy-seventh bar, u77a_): lm-evaluation-harness's results
and samples, HELM's stats, an Inspect AI log, MT-Bench's judgments, AlpacaEval's leaderboard and annotations, the
Open LLM Leaderboard's results, a model card, and annotators' preference sheets and the team's score tables typed as
text.  (Chatbot Arena's battles are read by the comparisons' door, as a leaderboard: rankagg.io.battles.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a preference sheet's line: annotator, prompt, model A, model B, the side preferred (never a score), strength
_PREFERENCE = r"\S+[ \t]+(?!Q0[ \t]|0[ \t])\S+[ \t]+\S+[ \t]+\S+[ \t]+(?:[AB]|tie|TIE|Tie)[ \t]+[0-3][ \t]*"
#: the benchmarks a score table names (its field's token: any word there had told a poll's vote tally a score table)
_BENCHMARK = (r"(?i:mmlu(?:[-_]pro)?|gsm8k|hellaswag|arc(?:[-_:](?:challenge|easy|c|e))?|truthfulqa(?:[-_]mc[12])?|"
              r"winogrande|humaneval\+?|mbpp\+?|math(?:[-_]500)?|bbh|gpqa(?:[-_]diamond)?|ifeval|drop|piqa|boolq|"
              r"lambada(?:[-_]openai)?|triviaqa|nq[-_]open|musr|agieval|mgsm|squad(?:v2)?)")
#: a score table's line: model (a name: a letter in it; a meteor count sheet's '2310 PER 38 6.45' opens with a time,
#: u85b_count_sheet_as_run had been told a score table), a benchmark, shots, a score
_SCORE = rf"(?=\S*[A-Za-z])\S+[ \t]+{_BENCHMARK}[ \t]+\d{{1,2}}[ \t]+\d{{1,3}}\.\d{{1,4}}[ \t]*"

LLMEVAL = Field(
    team="a language model evaluation team (u77a_)",
    advice="give each source's ranking of a benchmark's, task's or leaderboard's models (the harness's scores, the "
           "judge's scores, the arena's ratings, the annotators' preferences) as a run, the benchmark a query "
           "(benchmark:mmlu/5-shot) and each model a document (model:meta-llama/Llama-3.1-8B-Instruct), the score "
           "higher for the better model: 'BENCHMARK Q0 MODEL RANK SCORE SOURCE'; the team's release verdicts are the "
           "qrels, 'BENCHMARK 0 MODEL GRADE'; arena battles (model_a, model_b, winner) are fused alone, as a "
           "leaderboard",
    files=(
        FieldFile("lm-evaluation-harness's (lm-eval's) results (JSON: results per task with 'acc,none' and its "
                  "stderr, versions, n-shot, higher_is_better, config)",
                  '{\n  "results": {\n    "hellaswag": {\n      "alias": "hellaswag",\n      "acc,none": 0.5997\n'
                  '    }\n  },\n  "versions": {\n    "hellaswag": 1.0\n  },\n  "n-shot": {\n    "hellaswag": 0\n  },\n'
                  '  "higher_is_better": {\n    "hellaswag": {\n      "acc": true\n    }\n  }\n}\n', 1,
                  keys=("results", "versions", "n-shot", "higher_is_better")),
        FieldFile("lm-evaluation-harness's (lm-eval's) samples (JSON lines: doc_id, doc, target, arguments, resps, "
                  "filtered_resps, doc_hash)",
                  '{"doc_id": 0, "doc": {"id": "Mercury_7220990"}, "target": "1", "arguments": {"gen_args_0": '
                  '{"arg_0": "Question:", "arg_1": " a"}}, "resps": [[["-5.1", "False"]]], "filtered_resps": '
                  '[["-5.1", "False"]], "doc_hash": "9f2b"}\n', 1,
                  keys=("doc_id", "doc", "arguments", "filtered_resps")),
        FieldFile("HELM's stats (stats.json: a run's statistics, each a name with its split, count, sum, sum_squared, "
                  "min, max, mean, variance, stddev)",
                  '[\n  {\n    "name": {\n      "name": "exact_match",\n      "split": "test"\n    },\n'
                  '    "count": 1,\n    "sum": 0.712,\n    "sum_squared": 0.506944,\n    "mean": 0.712,\n'
                  '    "stddev": 0.0\n  }\n]\n', 1,
                  keys=("name", "count", "sum_squared", "stddev")),
        FieldFile("an Inspect AI log (.eval: a ZIP of the run's journal, header, samples and summaries)",
                  b"PK\x03\x04\x14\x00\x00\x00\x08\x00\xf5Qb\\3q\xf6\x18\x1c\x01\x00\x00\xa9\x01\x00\x00\x13\x00"
                  b"\x00\x00_journal/start.json" + bytes(16), 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\s\S]{26}(?:_journal/start|header)\.json"),
        FieldFile("MT-Bench's judgments (FastChat's JSON lines: question_id, model, judge, user_prompt, judgment, "
                  "score, turn, tstamp)",
                  '{"question_id": 81, "model": "llama-3.1-8b-instruct", "judge": ["gpt-4", "single-v1"], '
                  '"user_prompt": "[Instruction]", "judgment": "Rating: [[8]]", "score": 8, "turn": 1}\n', 1,
                  keys=("question_id", "judge", "user_prompt", "judgment")),
        FieldFile("AlpacaEval's leaderboard (leaderboard.csv: a model a row, win_rate, standard_error, n_wins, "
                  "n_wins_base, ..., length_controlled_winrate, lc_standard_error)",
                  ",win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,length_controlled_winrate,"
                  "lc_standard_error\nQwen2.5-7B-Instruct,31.42,1.38,251,552,2,805,33.54,0.72\n", 1,
                  columns=("win_rate", "n_wins_base", "length_controlled_winrate", "lc_standard_error")),
        FieldFile("AlpacaEval's annotations (JSON records: instruction, output_1, generator_1, output_2, generator_2, "
                  "annotator, preference)",
                  '[\n  {\n    "instruction": "How did US states get their names?",\n    "output_1": "...",\n'
                  '    "generator_1": "gpt4_1106_preview",\n    "output_2": "...",\n    "generator_2": "Qwen2.5-7B",\n'
                  '    "preference": 1.22\n  }\n]\n', 1,
                  keys=("instruction", "generator_1", "generator_2", "preference")),
        FieldFile("the Open LLM Leaderboard's results (lighteval's JSON: config_general, then results keyed "
                  "'harness|task|shots')",
                  '{\n  "config_general": {\n    "lighteval_sha": "494ee12240e716e804ae9ea834f84a2c864c07ca",\n'
                  '    "num_few_shot_default": 0,\n    "model_name": "ibm-granite/granite-3.0-8b-instruct"\n  },\n'
                  '  "results": {\n    "harness|arc:challenge|25": {\n      "acc": 0.5921\n    }\n  }\n}\n', 1,
                  keys=("config_general", "results", "lighteval_sha", "num_few_shot_default")),
        FieldFile("a model card (Hugging Face's README.md: YAML front matter with model-index and its results)",
                  "---\nlanguage:\n- en\nlicense: apache-2.0\nmodel-index:\n- name: granite-3.0-8b-instruct\n"
                  "  results:\n---\n", 1,
                  line=r"\A\ufeff?---[ \t]*\r?$", marks=("^model-index:",)),
        FieldFile("an annotators' preference sheet typed as text (annotator, prompt, model A, model B, side "
                  "preferred, strength; six fields a line that pass for a TREC run's)",
                  "ann03 mtb-081 llama-3.1-8b qwen2.5-7b B 2\nann03 mtb-082 gemma-2-9b mistral-7b A 3\n", 1,
                  line=rf"\A{_PREFERENCE}\r?\n{_PREFERENCE}$", lookalike=True),
        FieldFile("a model evaluation team's score table typed as text (model, benchmark, shots, score; four fields "
                  "a line that pass for qrels')",
                  "llama-3.1-8b mmlu 5 68.4\nqwen2.5-7b mmlu 5 74.2\n", 1,
                  line=rf"\A{_SCORE}\r?\n{_SCORE}$", lookalike=True),
    ))
