"""Issue 45's ninety-fourth bar of scripts/reliability_matrix.py, a proprietary trading desk's strategy committee and
its quants, ranking trading strategies and their parameter sets per market, timeframe, month and risk bucket from
backtests' Sharpe ratios, drawdowns, live P&L and the committee's votes (its cases, ids ``u94b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a market's timeframe in a month, a risk bucket's month, the committee's monthly review is a query
(``market:fx/eurusd/h1/2024-03`` EUR/USD's hourly strategies in March; ``bucket:risk/low/2024-03`` the low-risk
bucket; ``month:2024-03/committee`` the committee's review) and each strategy's parameter set a document
(``strategy:macross/eurusd-h1/p03``: the strategy, the market and timeframe it was fitted on, its parameter set); the
runs are the backtests' Sharpe ratios, the live P&L, the committee's votes and the drawdown scores, turned to scores
in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the backtests' Sharpe ratios weighted highest
(every parameter set is walk-forward tested on the same data), and judged against the committee's verdicts (2 a
strategy funded at full size, 1 one kept on a small allocation, 0 one retired).  The mistakes and odd files: the
field's own files given where runs or qrels are read (a MetaTrader 5 strategy tester preset .set, a Lean backtest's
summary JSON, an Interactive Brokers Flex Query statement, a QuickFIX messages log, TradingView's list of trades
export, an equity curve PNG and a Jupyter notebook from the same folder, and a quant's scoring sheet, a committee
member's ballot and the vote tally as typed), and outputs named for the field's files (an MQL5 source .mq5, a compiled
expert advisor .ex5, a Jupyter notebook .ipynb and a saved Flex Query statement .flex.xml).

Where the bytes were checked (the search tools' stored sources): the .set file as MetaTrader 5 saves it, UCS-2 LE with
a BOM and CRLF lines (an MQL5 preset research note; MT5 exporters), its header '; saved on YYYY.MM.DD HH:MM:SS', '; this
file contains input parameters for testing/optimizing NAME expert advisor', '; to use it in the strategy tester, click
Load in the context menu of the Inputs tab', ';', then NAME=value||start||step||stop||Y|N lines (exporters that write
it field for field).  Lean's backtest summary (lean backtest's <id>-summary.json): state (Status, RuntimeError),
statistics by display name ('Sharpe Ratio'), totalPerformance's tradeStatistics and portfolioStatistics in camelCase,
as parsers of real summaries copy them (its key order and indentation are assumed: no stored file shows them whole).
The Flex Query statement: <FlexQueryResponse queryName=.. type="AF">, <FlexStatements count="1">, <FlexStatement
accountId fromDate toDate period whenGenerated>, <Trades>, <Trade .../> with accountId, currency, assetCategory,
symbol, tradeID, dateTime 'YYYYMMDD;HHMMSS', quantity, tradePrice, ibCommission, fifoPnlRealized, buySell (parsers'
fixtures of IB's answers), no XML declaration.  The QuickFIX messages log (FileLog: each message after its UTC time
stamp and ' : ', file BEGINSTRING-SENDER-TARGET.messages.current.log), each message's BodyLength and CheckSum computed.
TradingView's list of trades export: 'Trade #,Type,Signal,Date/Time,Price USD,Contracts,Profit USD,Profit %,Cum.
Profit USD,Cum. Profit %,Run-up USD,Run-up %,Drawdown USD,Drawdown %', two rows a trade, the exit row first, newest
trade first (parsers of both of its export generations).  PNG by its specification (signature, IHDR, IDAT, IEND with
their CRCs); the notebook as nbformat 4 writes it (indent 1, sorted keys).
(Left out, as they could not be checked byte for byte: MetaTrader 5's strategy tester report (HTML or XML as MT5
writes them: no stored report shows its first bytes), the tester's optimisation cache .opt and .tst files (no stored
spec), TradingView's performance summary sheet (its columns vary by export generation), Lean's full result JSON
(charts, orders: too large to be sure of its order), Flex Query's CSV flavour (columns chosen per query).)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYFOURTH_TRADINGDESK = ("45 Unseen inputs: a ninety-fourth bar, a proprietary trading desk's strategy committee "
                            "and its quants ranking trading strategies and their parameter sets per market, "
                            "timeframe, month and risk bucket from backtests' Sharpe ratios, drawdowns, live P&L and "
                            "the committee's votes (MetaTrader 5 presets, Lean backtest summaries, IB Flex Query "
                            "statements, FIX logs, TradingView exports, and scoring sheets, ballots and tallies as "
                            "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['backtest_sharpe', 'live_pnl', 'committee_votes', 'drawdown_scores'],
    items=['strategy:macross/eurusd-h1/p03', 'strategy:meanrev/es-m15/p07', 'strategy:breakout/btcusd-h4/p01',
           'strategy:carry/audjpy-d1/p02', 'strategy:macross/eurusd-h1/p05', 'strategy:pairs/ko-pep-d1/p04',
           'strategy:momentum/nq-m30/p09', 'strategy:meanrev/es-m15/p02'],
    queries=['market:fx/eurusd/h1/2024-03', 'bucket:risk/low/2024-03', 'month:2024-03/committee',
             'market:futures/es/m15/2024-03', 'timeframe:d1/2024-q1', 'market:crypto/btcusd/h4/2024-03'],
    suffix='/revised', generator='strategy_scores', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "strategy_scores", "strategy_ranking.run")

_RECS3 = ["backtest_sharpe", "live_pnl", "committee_votes"]
_OUT = ("strategy_ranking.run",)
_ONE_RUN = ("market:fx/eurusd/h1/2024-03 Q0 strategy:macross/eurusd-h1/p03 1 0.9137 backtest_sharpe\n"
            "market:fx/eurusd/h1/2024-03 Q0 strategy:meanrev/es-m15/p07 2 0.8412 backtest_sharpe\n")


# the team's files, as the platforms and backtesters write them, as typed
# MetaTrader 5's strategy tester preset (.set): UCS-2 LE with a BOM, CRLF lines, the saved-on header, then each input
# as NAME=value||start||step||stop||Y (optimised) or N
def _mt5_set() -> bytes:
    lines = ["; saved on 2024.03.15 14:30:01",
             "; this file contains input parameters for testing/optimizing MACross_H1 expert advisor",
             "; to use it in the strategy tester, click Load in the context menu of the Inputs tab", ";",
             "InpFastMA=12||5||1||30||Y", "InpSlowMA=48||20||4||120||Y", "InpLots=0.1||0.1||0.010000||1.000000||N",
             "InpStopLoss=350||100||50||800||Y", "InpMagic=240315||0||0||0||N"]
    return b"\xff\xfe" + "".join(line + "\r\n" for line in lines).encode("utf-16-le")


_SET = _mt5_set()
_SET_NAME = "MACross_H1_EURUSD_p03.set"

# Lean's backtest summary (lean backtest, backtests/<time>/<id>-summary.json): state, statistics by display name,
# totalPerformance's tradeStatistics and portfolioStatistics (indented as Lean's results are assumed)
_LEAN = json.dumps({
    "state": {"Status": "Completed", "RuntimeError": ""},
    "statistics": {"Total Orders": "412", "Average Win": "0.61%", "Average Loss": "-0.38%",
                   "Compounding Annual Return": "14.208%", "Drawdown": "8.700%", "Expectancy": "0.412",
                   "Start Equity": "1000000", "End Equity": "1142080.55", "Net Profit": "14.208%",
                   "Sharpe Ratio": "1.248", "Sortino Ratio": "1.731", "Probabilistic Sharpe Ratio": "71.932%"},
    "runtimeStatistics": {"Equity": "$1,142,080.55", "Fees": "-$2,059.00", "Holdings": "$0.00",
                          "Net Profit": "$142,080.55", "Return": "14.21 %"},
    "totalPerformance": {
        "tradeStatistics": {"totalNumberOfTrades": 206, "numberOfWinningTrades": 118, "numberOfLosingTrades": 88,
                            "totalFees": "2059.00", "averageWin": "0.0061", "averageLoss": "-0.0038",
                            "largestProfit": "9180.20", "largestLoss": "-6112.75"},
        "portfolioStatistics": {"startEquity": "1000000", "endEquity": "1142080.55",
                                "compoundingAnnualReturn": "0.1421", "drawdown": "0.087",
                                "totalNetProfit": "0.1421", "sharpeRatio": "1.2483",
                                "probabilisticSharpeRatio": "0.7193", "sortinoRatio": "1.7312"}}},
    indent=2)
_LEAN_NAME = "1710512401-summary.json"

# Interactive Brokers' Flex Query statement (Activity Flex, type AF), as the Flex Web Service answers it
_FLEX = ('<FlexQueryResponse queryName="desk_trades_daily" type="AF">\n'
         '<FlexStatements count="1">\n'
         '<FlexStatement accountId="U7654321" fromDate="20240301" toDate="20240315" period="MonthToDate" '
         'whenGenerated="20240315;173002">\n<Trades>\n'
         '<Trade accountId="U7654321" currency="USD" assetCategory="FUT" symbol="ESM4" tradeID="612034871" '
         'dateTime="20240314;093512" quantity="4" tradePrice="5187.25" ibCommission="-8.48" '
         'fifoPnlRealized="0" buySell="BUY" />\n'
         '<Trade accountId="U7654321" currency="USD" assetCategory="FUT" symbol="ESM4" tradeID="612039902" '
         'dateTime="20240314;154801" quantity="-4" tradePrice="5201.50" ibCommission="-8.48" '
         'fifoPnlRealized="2833.04" buySell="SELL" />\n'
         '</Trades>\n</FlexStatement>\n</FlexStatements>\n</FlexQueryResponse>\n')
_FLEX_NAME = "desk_trades_daily_20240315.xml"


# QuickFIX's messages log (FileLog: the UTC time stamp, ' : ', the message), BodyLength and CheckSum computed
def _fix(fields: list[tuple[int, str]]) -> str:
    body = "".join(f"{tag}={value}\x01" for tag, value in fields)
    head = f"8=FIX.4.4\x019={len(body.encode())}\x01"
    return head + body + f"10={sum((head + body).encode()) % 256:03d}\x01"


_FIX_LOG = "".join(f"{stamp} : {_fix(fields)}\n" for stamp, fields in [
    ("20240315-13:30:00.412", [(35, "A"), (34, "1"), (49, "DESK01"), (52, "20240315-13:30:00.411"),
                               (56, "PRIMEBRKR"), (98, "0"), (108, "30")]),
    ("20240315-13:30:02.118", [(35, "D"), (34, "2"), (49, "DESK01"), (52, "20240315-13:30:02.117"),
                               (56, "PRIMEBRKR"), (11, "MACROSS-P03-0001"), (21, "1"), (38, "100000"), (40, "1"),
                               (54, "1"), (55, "EUR/USD"), (60, "20240315-13:30:02.117")]),
    ("20240315-13:30:02.164", [(35, "8"), (34, "2"), (49, "PRIMEBRKR"), (52, "20240315-13:30:02.163"),
                               (56, "DESK01"), (6, "1.08921"), (11, "MACROSS-P03-0001"), (14, "100000"),
                               (17, "E240315-77120"), (31, "1.08921"), (32, "100000"), (37, "O240315-55018"),
                               (39, "2"), (54, "1"), (55, "EUR/USD"), (150, "F"), (151, "0")])])
_FIX_NAME = "FIX.4.4-DESK01-PRIMEBRKR.messages.current.log"

# TradingView's strategy tester 'List of trades' export (CSV): two rows a trade, the exit first, newest trade first
_TV = ("Trade #,Type,Signal,Date/Time,Price USD,Contracts,Profit USD,Profit %,Cum. Profit USD,Cum. Profit %,Run-up "
       "USD,Run-up %,Drawdown USD,Drawdown %\n"
       "2,Exit Short,Cover,2024-03-14 16:00,1.08712,100000,312.00,0.29,1148.00,1.15,405.00,0.37,-96.00,-0.09\n"
       "2,Entry Short,Short,2024-03-13 09:00,1.09024,100000,,,,,,,,\n"
       "1,Exit Long,TP,2024-03-12 11:00,1.09310,100000,836.00,0.77,836.00,0.84,902.00,0.83,-141.00,-0.13\n"
       "1,Entry Long,Long,2024-03-08 14:00,1.08474,100000,,,,,,,,\n")
_TV_NAME = "MACross_H1_FX_EURUSD_2024-03-15.csv"


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _equity_png() -> bytes:
    """An equity curve chart saved beside the backtest (PNG: the signature, IHDR of a 4x2 RGB image, 8 bits, its
    scanlines deflated in IDAT, IEND; each chunk's CRC-32 over its type and data)."""
    rows = b"".join(b"\x00" + bytes([20, 90, 160]) * 4 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 2, 8, 2, 0, 0, 0))
            + _png_chunk(b"IDAT", zlib.compress(rows)) + _png_chunk(b"IEND", b""))


_PNG = _equity_png()
_PNG_NAME = "equity_curve_macross_eurusd_h1.png"

# the quants' notebook in the same folder (nbformat 4, as Jupyter writes it: indent 1, sorted keys, a final newline)
_NOTEBOOK = json.dumps({
    "cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# MACross H1: parameter sets p01-p05, March"]},
              {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
               "source": ["stats = pd.read_json('1710512401-summary.json')\n", "stats['statistics']['Sharpe Ratio']"]}],
    "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
                 "language_info": {"name": "python", "version": "3.11.8"}},
    "nbformat": 4, "nbformat_minor": 5}, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
_NOTEBOOK_NAME = "macross_eurusd_h1_review.ipynb"

# a quant's scoring sheet as typed: strategy, parameter set, market, Sharpe, max drawdown %, score: six fields a line
_SCORING = ("MACross p03 EURUSD 1.25 8.7 8.9\nMeanRev p07 ES 1.12 6.1 8.4\nBreakout p01 BTCUSD 0.98 19.4 6.2\n"
            "Carry p02 AUDJPY 0.87 11.0 5.8\n")
# a committee member's ballot as typed: rank, strategy, parameter set, market, timeframe, points: six fields a line
_BALLOT = ("1 MACross p03 EURUSD H1 10\n2 MeanRev p07 ES M15 8\n3 Carry p02 AUDJPY D1 6\n"
           "4 Breakout p01 BTCUSD H4 4\n")
# the committee's vote tally as typed by its secretary: strategy, for, against, abstained: four fields a line
_TALLY = ("MACross/p03 6 1 0\nMeanRev/p07 5 2 0\nBreakout/p01 2 4 1\nCarry/p02 3 3 1\n")


def ninetyfourth_bar_tradingdesk_cases() -> list[Case]:
    G = NINETYFOURTH_TRADINGDESK
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="strategy_scores", judgements="committee_verdicts", runs=_RECS3,
        stem="strategy_ranking", outputs=_OUT, item="strategy", rounded="committee_votes",
        weights="{'backtest_sharpe': 2.0, 'live_pnl': 1.5, 'committee_votes': 1.0, 'drawdown_scores': 0.5}",
        lone_query="R['drawdown_scores']['bucket:risk/high/2024-03'] = "
                   "{'strategy:macross/eurusd-h1/p03': 0.9, 'strategy:meanrev/es-m15/p07': 0.4}\n",
        trust="backtest_sharpe 2\nlive_pnl 1\ncommittee_votes 1\n",
        trust_dict="{'backtest_sharpe': 2, 'live_pnl': 1, 'committee_votes': 1}",
        texts={
            "rrf": ("u94b_rrf_strategy_ranking",
                    "rankagg.fuse({source: {market, bucket or month: {strategy: score}}}, method='rrf'): the "
                    "backtests' Sharpe ratios, the live P&L, the committee's votes and the drawdown scores, six "
                    "rankings ('market:fx/eurusd/h1/2024-03'), strategies as 'strategy:macross/eurusd-h1/p03'"),
            "borda": ("u94b_borda_strategy_not_live",
                      "rankagg.fuse(..., method='borda'): a parameter set not yet traded live or not yet voted on "
                      "has no score from some sources"),
            "combsum": ("u94b_combsum_rounded_votes",
                        "rankagg.fuse(..., method='combsum'): the committee's votes kept to one decimal (many ties) "
                        "beside the backtests' Sharpe ratios and the live P&L"),
            "fuser": ("u94b_weighted_fuser_backtest_sharpe",
                      "rankagg.Fuser('rrf', weights=...) per market, bucket and month: the backtests' Sharpe "
                      "ratios count 2, as every parameter set is walk-forward tested on the same data"),
            "frame": ("u94b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the quants' sheet, a row "
                      "per market, bucket or month, strategy and source"),
            "evaluate": ("u94b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the strategies funded at full size first"),
            "lone": ("u94b_drawdown_only_high_risk_bucket",
                     "rankagg.fuse(..., method='rrf'): the high-risk bucket only the drawdown scores hold, beside "
                     "markets and months every source covers"),
            "cli_rrf": ("u94b_cli_rrf_runs",
                        "rankagg fuse backtest_sharpe.run live_pnl.run committee_votes.run --method rrf -o "
                        "strategy_ranking.run: one run per source, markets, buckets and months as queries"),
            "cli_borda": ("u94b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the backtests' "
                          "Sharpe ratios count double)"),
            "cli_combsum": ("u94b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four strategies the committee funds "
                            "per market"),
            "cli_evaluate": ("u94b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate strategy_ranking.run --qrels committee_verdicts.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u94b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o strategy_ranking.parquet: gzipped runs from the "
                            "quants' scripts, a Parquet table for the month's committee pack")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u94b_mt5_set_as_run", "a MetaTrader 5 strategy tester preset (.set: UCS-2 LE with a BOM, '; saved on ...', "
         "then NAME=value||start||step||stop||Y lines)", _SET_NAME, _SET, "MetaTrader", f"{_SET_NAME}:1"),
        ("u94b_lean_summary_as_run", "a backtest's summary as Lean writes it (JSON: state, statistics 'Sharpe "
         "Ratio', runtimeStatistics, totalPerformance's tradeStatistics and portfolioStatistics)", _LEAN_NAME, _LEAN,
         "Lean", f"{_LEAN_NAME}:1"),
        ("u94b_flex_query_as_run", "the desk's trades as Interactive Brokers' Flex Query answers them (XML: "
         "FlexQueryResponse, FlexStatements, FlexStatement, Trades, Trade attributes)", _FLEX_NAME, _FLEX,
         "Flex Query", named_at(_FLEX_NAME, _FLEX)),
        ("u94b_fix_log_as_run", "the session's messages as QuickFIX logs them (a UTC time stamp, ' : ', then "
         "8=FIX.4.4, 9=, 35=A, D, 8 ... 10= fields split by SOH)", _FIX_NAME, _FIX_LOG, "FIX", f"{_FIX_NAME}:1"),
        ("u94b_tradingview_trades_as_run", "a strategy's list of trades as TradingView exports it (CSV: Trade #, "
         "Type, Signal, Date/Time, Price USD, Contracts, Profit USD, ..., Drawdown %)", _TV_NAME, _TV,
         "TradingView", f"{_TV_NAME}:1"),
        ("u94b_equity_png_as_run", "an equity curve chart left in the backtest's folder (PNG: signature, IHDR, "
         "IDAT, IEND)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u94b_notebook_as_run", "the quants' review notebook from the same folder (nbformat 4 JSON: cells, "
         "metadata, nbformat, nbformat_minor)", _NOTEBOOK_NAME, _NOTEBOOK, "Jupyter", f"{_NOTEBOOK_NAME}:1"),
        ("u94b_scoring_sheet_as_run", "a quant's scoring sheet as typed (six fields a line: strategy, parameter "
         "set, market, Sharpe, max drawdown, score)", "scoring_sheet.txt", _SCORING, "scoring sheet",
         "scoring_sheet.txt:1"),
        ("u94b_ballot_as_run", "a committee member's ballot as typed (six fields a line: rank, strategy, parameter "
         "set, market, timeframe, points)", "ballot_member4.txt", _BALLOT, "ballot", "ballot_member4.txt:1"),
        ("u94b_vote_tally_as_run", "the committee's vote tally as typed (four fields a line: strategy, for, "
         "against, abstained)", "vote_tally.txt", _TALLY, "vote tally", "vote_tally.txt:1")],
        one_run=("backtest_sharpe.run", _ONE_RUN), stem="strategy_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed ballot's six are a rank, a "
                 "strategy, its parameter set, market, timeframe and points, not a run's; the file is the field's "
                 "own, named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG chart or a UCS-2 preset read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u94b_vote_tally_as_qrels", "vote_tally.txt", _TALLY, "vote tally"),
        ("u94b_ballot_as_qrels", "ballot_member4.txt", _BALLOT, "ballot"),
        ("u94b_flex_query_as_qrels", _FLEX_NAME, _FLEX, "Flex Query"),
        ("u94b_lean_summary_as_qrels", _LEAN_NAME, _LEAN, "Lean")],
        one_run=("backtest_sharpe.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u94b_out_mql5_source_mq5", "MACross_H1.mq5", "an MQL5 expert advisor's source (.mq5)"),
        ("u94b_out_mt5_expert_ex5", "MACross_H1.ex5", "a compiled MetaTrader 5 expert advisor (.ex5)"),
        ("u94b_out_jupyter_notebook_ipynb", "committee_review.ipynb", "a Jupyter notebook (.ipynb)"),
        ("u94b_out_flex_statement_xml", "committee_ranking.flex.xml",
         "a saved Interactive Brokers Flex Query statement (XML)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=94"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u94b_api_lean_summary_document",
            "rankagg.fuse(json.load(1710512401-summary.json)): a backtest's summary as Lean writes it, loaded in "
            "Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_LEAN_NAME}', encoding='utf-8')), method='rrf')\n",
            "Lean", why="a run maps a query to {document: score}; Lean's summary is one backtest's state, its "
            "statistics by display name and its totalPerformance, trade and portfolio statistics",
            files={_LEAN_NAME: _LEAN}),
        bad("u94b_api_tradingview_trades_frame",
            "rankagg.fuse(pd.read_csv(TradingView's list of trades)): a strategy's trades as TradingView exports "
            "them (Trade #, Type, Signal, Date/Time, Price USD, Contracts, Profit USD, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_TV_NAME}'), method='borda')\n",
            "TradingView", why="a table of runs has qid, docid, run and score columns; TradingView's list of trades "
            "is a row per entry or exit: the trade's number, type, signal, time, price, size and profit",
            files={_TV_NAME: _TV}),
    ]
    return cases
