"""A proprietary trading desk's strategy committee's and quants' files (issue 45's ninety-fourth bar, u94b_):
MetaTrader's tester presets, Lean's backtest summaries, Interactive Brokers' Flex Query statements, QuickFIX's
message logs, TradingView's lists of trades, Jupyter notebooks, and a committee member's ballot typed as text, which
names a chart's timeframe (H1, M15, D1) on every line.  (Bare FIX messages and PNG charts are named by the older
readers, MetaTrader's sources and experts as output names by rankagg.io.output_names.)  By decision the quants'
typed scoring sheets (strategy, parameter set, market, figures) and the committee's vote tally (strategy, counts) stay
undeclared: they hold nothing of this field's own; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, ranked_from_the_top

#: a chart's timeframe as MetaTrader and TradingView name it, a ballot's token
_TIMEFRAME = r"(?:M1|M2|M3|M5|M10|M15|M30|H1|H2|H3|H4|H6|H8|H12|D1|W1|MN1?)"
#: a ballot's line after its rank: strategy, parameter set, market, timeframe, points
_BALLOT = rf"[ \t]+{NAME_FIELD}[ \t]+\S+[ \t]+[A-Z0-9./!_-]{{1,15}}[ \t]+{_TIMEFRAME}[ \t]+\d{{1,3}}[ \t]*"

TRADINGDESK = Field(
    team="a proprietary trading desk's strategy committee and quants (u94b_)",
    advice="give each source's ranking of a market's, timeframe's, month's or risk bucket's strategies (the "
           "backtests' Sharpe ratios, the drawdowns, the live P&L, the committee's votes) as a run, the slice a query "
           "(market:fx/eurusd/h1/2024-03) and each strategy's parameter set a document "
           "(strategy:macross/eurusd-h1/p03), the score higher for the better strategy: 'SLICE Q0 STRATEGY RANK SCORE "
           "SOURCE'; the committee's verdicts are the qrels, 'SLICE 0 STRATEGY GRADE'",
    files=(
        FieldFile("a MetaTrader tester preset (.set: '; saved on ...', then each input as NAME=value||start||step||"
                  "stop||Y or N)",
                  "; saved on 2024.03.15 14:30:01\n; this file contains input parameters for testing/optimizing "
                  "MACross_H1 expert advisor\nInpFastMA=12||5||1||30||Y\n", 1,
                  line=r"\A; saved on \d{4}\.\d\d\.\d\d \d\d:\d\d:\d\d[ \t]*\r?$"),
        FieldFile("a Lean backtest summary (QuantConnect's JSON: state, statistics, runtimeStatistics, "
                  "totalPerformance with tradeStatistics and portfolioStatistics)",
                  '{"state":{"Status":"Completed"},"runtimeStatistics":{"Equity":"$1,142,080.55"},"totalPerformance":'
                  '{"tradeStatistics":{"totalNumberOfTrades":206},"portfolioStatistics":{"sharpeRatio":"1.2483"}}}\n',
                  1, keys=("totalPerformance", "tradeStatistics", "portfolioStatistics", "runtimeStatistics")),
        FieldFile("an Interactive Brokers Flex Query statement (XML: FlexQueryResponse, FlexStatements, its trades, "
                  "positions and cash)",
                  '<FlexQueryResponse queryName="desk_trades_daily" type="AF">\n<FlexStatements count="1">\n', 1,
                  root="FlexQueryResponse"),
        FieldFile("a QuickFIX messages log (each line a UTC time stamp, ' : ', then a FIX message, 8=FIX...)",
                  "20240315-13:30:00.412 : 8=FIX.4.4\x019=61\x0135=A\x0134=1\x0149=DESK01\x01\n", 1,
                  line=r"\A\d{8}-\d\d:\d\d:\d\d(?:\.\d{1,9})? : 8=FIX(?:T\.1\.1|\.\d\.\d)\x01"),
        FieldFile("TradingView's list of trades (CSV from its strategy tester: Trade #, Type, Signal, Date/Time, "
                  "Price, Contracts, Profit, ..., Drawdown)",
                  "Trade #,Type,Signal,Date/Time,Price USD,Contracts,Profit USD\n"
                  "1,Exit Long,TP,2024-03-12 11:00,1.09310,100000,836.00\n", 1,
                  columns=("Trade #", "Type", "Signal", "Date/Time")),
        FieldFile("a Jupyter notebook (.ipynb: nbformat 4's cells, each a cell_type and its source, metadata)",
                  '{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": ["# MACross"]\n'
                  '  }\n ],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n', 1,
                  keys=("cells", "nbformat", "nbformat_minor", "cell_type")),
        FieldFile("a committee member's ballot typed as text (rank, strategy, parameter set, market, timeframe, "
                  "points; six fields a line that pass for a TREC run's)",
                  "1 MACross p03 EURUSD H1 10\n2 MeanRev p07 ES M15 8\n", 1,
                  line=ranked_from_the_top(_BALLOT), lookalike=True),
    ))
