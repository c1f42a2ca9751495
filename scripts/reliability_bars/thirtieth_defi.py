"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a blockchain analytics team's fusion of token and validator rankings across data providers (Etherscan CSVs, JSON-RPC responses, token lists, ABI JSON, Dune exports, amounts in wei) (its cases, ids ``u30f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: a chain and a date or a category (``ethereum/2026-11-30``, ``arbitrum/2026-11-30``, ``dex_tokens``)
is a query and a token contract address (lowercase, as the providers' APIs give them), a validator index, a pool or
an ENS name (``vitalik.eth``) a document; the runs are data providers (``etherscan``, ``coingecko``, ``defillama``,
``dune``).  Scores are TVL in USD, balances in wei (integers beyond 2**53: ``1000000000000000000000000`` is 1e24),
APYs in percent.  The providers' rankings are fused with Borda, RRF, CombSUM, CombMNZ and Kemeny and the fused order
judged against the team's 'blue chip' grades.  The mistakes and odd files: the field's own files given where runs or
qrels are read (an Etherscan CSV export with its quoted header, a Dune query's CSV export, an Ethereum JSON-RPC
response and a batch of them, a Uniswap token list, a contract's ABI JSON, CoinGecko's /coins/markets JSON,
DefiLlama's /protocols JSON, a Solidity source, a beacon node's validators JSON, a cryo Parquet of blocks; plain and
gzipped), the same JSON loaded into memory and handed to ``rankagg.fuse``, scores in the field's forms (an APY
'4.37%', USD '$1,234,567.89', a hex quantity string), a weight for a provider the team dropped, a missing price, and
the fused order named for the field's formats (``.sol``, ``.vy``, ``.abi``, ``.tokenlist.json``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five tokens."""

from __future__ import annotations

import gzip
import json

from .case import Case, command_cases, fusion_checks, pandas_setup, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

THIRTIETH_DEFI = "45 Unseen inputs: a thirtieth bar, a blockchain analytics team's fusion of token and validator rankings across data providers (Etherscan CSVs, JSON-RPC responses, token lists, ABI JSON, Dune exports, amounts in wei)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''PROVIDERS = ['etherscan', 'coingecko', 'defillama', 'dune']
TOKENS = {'0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 34.0, '0xdac17f958d2ee523a2206206994597c13d831ec7': 62.0,
          '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': 48.0, '0x6b175474e89094c44da98b954eedeac495271d0f': 5.3,
          '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': 11.0, '0x514910771af9ca656af840dff83e8264ecf986ca': 8.9,
          '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984': 4.1, '0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9': 2.7}
FIVE = list(TOKENS)[:5]
ENS = ['vitalik.eth', 'nick.eth', 'brantly.eth', 'uniswap.eth', 'lido.eth', 'ens.eth']
def day(k):
    return '%s/2026-11-%02d' % (['ethereum', 'arbitrum', 'base'][k % 3], 23 + k // 3)
def validator_epoch(k):
    return 'epoch/%d' % (412000 + 225 * k)
def rankings(providers=PROVIDERS, n_q=6, seed=3, scale='tvl', drop=None, names=day, docs=None, noise=1.0):
    """{provider: {query: {doc: score}}}: TVL in USD (cents), balances in wei (Python ints near 1e24, distinct in
    float), APYs in percent; ``drop``: {provider: share of the documents a provider's list lacks}"""
    g = lcg(seed)
    docs = docs or TOKENS
    out = {}
    for pr in providers:
        out[pr] = {}
        for k in range(n_q):
            p = {}
            for i, d in enumerate(docs):
                u, v = next(g), next(g)
                if i > 0 and v < (drop or {}).get(pr, 0.0):
                    continue
                base = docs[d] if isinstance(docs, dict) else 20.0 - i
                x = max(0.01, base * (1.0 + noise * 0.8 * (u - 0.5)))
                if scale == 'tvl':
                    p[d] = round(x * 1e9, 2)
                elif scale == 'wei':
                    p[d] = int(x * 1e6) * 10 ** 18 + int(u * 1e6)
                else:
                    p[d] = round(x / 10.0, 2)
            out[pr][names(k)] = p
    return out
def blue_chips(n_q=6, names=day):
    """the team's grades: 2 USDC, WETH and WBTC, 1 DAI and LINK, 0 the rest (USDT, off the list since its audit)"""
    g = dict(zip(TOKENS, [2, 0, 2, 1, 2, 1, 0, 0]))
    return {names(k): dict(g) for k in range(n_q)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "rankings", "tokens.run")

_P4 = ["etherscan", "coingecko", "defillama", "dune"]
_RUNS4 = [f"{p}.run" for p in _P4]
_OUT = ("tokens.run",)
_USDC, _USDT, _WETH = ("0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", "0xdac17f958d2ee523a2206206994597c13d831ec7",
                       "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2")
_ONE_RUN = (f"ethereum/2026-11-30 Q0 {_USDT} 1 62000000000.5 etherscan\n"
            f"ethereum/2026-11-30 Q0 {_WETH} 2 48000000000.25 etherscan\n"
            f"ethereum/2026-11-30 Q0 {_USDC} 3 34000000000 etherscan\n")

# the team's files, as their tools write them (a few rows)
# Etherscan's "Download CSV Export" of an address's transactions (quoted header, quoted fields)
_ETHERSCAN = ('"Txhash","Blockno","UnixTimestamp","DateTime (UTC)","From","To","ContractAddress","Value_IN(ETH)",'
              '"Value_OUT(ETH)","CurrentValue @ $3120.45/Eth","TxnFee(ETH)","TxnFee(USD)","Historical $Price/Eth",'
              '"Status","ErrCode","Method"\n'
              '"0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060","21304512","1732924811",'
              '"2026-11-30 00:00:11","0x28c6c06298d514db089934071355e5743bf21d60",'
              '"0xd8da6bf26964af9d7eed9e03e53415d37aa96045","","1.5","0","4680.675","0.000412","1.29","3098.12","",'
              '"","Transfer"\n')
# Etherscan's ERC-20 token transfers export
_ETHERSCAN_TOKENS = ('"Txhash","Blockno","UnixTimestamp","DateTime (UTC)","From","To","TokenValue",'
                     '"USDValueDayOfTx","ContractAddress","TokenName","TokenSymbol"\n'
                     '"0x9a1e...","21304520","1732924907","2026-11-30 00:01:47",'
                     '"0xd8da6bf26964af9d7eed9e03e53415d37aa96045","0x28c6c06298d514db089934071355e5743bf21d60",'
                     '"2,500","$2,500.00","0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","USDC","USDC"\n')
# a Dune query's "Export to CSV": the query's own columns
_DUNE = ("blockchain,token_address,symbol,tvl_usd,volume_24h_usd,rank\n"
         "ethereum,0xdac17f958d2ee523a2206206994597c13d831ec7,USDT,62000000000.5,41234567890.12,1\n"
         "ethereum,0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2,WETH,48000000000.25,12345678901.3,2\n")
_RPC = '{"jsonrpc":"2.0","id":1,"result":"0x1b4"}\n'
_RPC_BATCH = ('[{"jsonrpc":"2.0","id":1,"result":"0x0000000000000000000000000000000000000000000000000de0b6b3a7640000"},'
              '{"jsonrpc":"2.0","id":2,"result":"0x14d1120d7b160000"},'
              '{"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"execution reverted"}}]\n')
_TOKENLIST = json.dumps({
    "name": "Uniswap Labs Default", "timestamp": "2026-11-30T00:00:00.000Z",
    "version": {"major": 12, "minor": 4, "patch": 0}, "keywords": ["uniswap", "default"],
    "logoURI": "ipfs://QmNa8mQkrNKp1WEEeGjFezDmDeodkWRevGFN8JCV7b4Xir",
    "tokens": [{"chainId": 1, "address": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "name": "USDCoin",
                "symbol": "USDC", "decimals": 6},
               {"chainId": 1, "address": "0xdAC17F958D2ee523a2206206994597C13D831ec7", "name": "Tether USD",
                "symbol": "USDT", "decimals": 6}]}, indent=2) + "\n"
_ABI = json.dumps([
    {"type": "function", "name": "balanceOf", "stateMutability": "view",
     "inputs": [{"name": "account", "type": "address", "internalType": "address"}],
     "outputs": [{"name": "", "type": "uint256", "internalType": "uint256"}]},
    {"type": "event", "name": "Transfer", "anonymous": False,
     "inputs": [{"name": "from", "type": "address", "indexed": True}, {"name": "to", "type": "address",
                "indexed": True}, {"name": "value", "type": "uint256", "indexed": False}]}]) + "\n"
_COINGECKO = json.dumps([
    {"id": "tether", "symbol": "usdt", "name": "Tether", "image": "https://coin-images.coingecko.com/coins/images/"
     "325/large/Tether.png", "current_price": 1.0, "market_cap": 134012345678, "market_cap_rank": 3,
     "total_volume": 41234567890, "price_change_percentage_24h": 0.01, "last_updated": "2026-11-30T00:00:12.345Z"},
    {"id": "usd-coin", "symbol": "usdc", "name": "USDC", "image": "https://coin-images.coingecko.com/coins/images/"
     "6319/large/usdc.png", "current_price": 0.9998, "market_cap": 38123456789, "market_cap_rank": 7,
     "total_volume": 6123456789, "price_change_percentage_24h": -0.02,
     "last_updated": "2026-11-30T00:00:11.001Z"}]) + "\n"
_DEFILLAMA = json.dumps([
    {"id": "1599", "name": "Aave V3", "address": "0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9", "symbol": "AAVE",
     "url": "https://aave.com", "chain": "Multi-Chain", "chains": ["Ethereum", "Arbitrum", "Base"],
     "category": "Lending", "slug": "aave-v3", "tvl": 21345678901.23,
     "chainTvls": {"Ethereum": 17123456789.1, "Arbitrum": 1234567890.2}, "change_1d": 0.41, "mcap": 4567890123},
    {"id": "182", "name": "Lido", "address": "0x5a98fcbea516cf06857215779fd812ca3bef1b32", "symbol": "LDO",
     "url": "https://lido.fi", "chain": "Multi-Chain", "chains": ["Ethereum"], "category": "Liquid Staking",
     "slug": "lido", "tvl": 31234567890.5, "chainTvls": {"Ethereum": 31234567890.5}, "change_1d": -0.2,
     "mcap": 1678901234}]) + "\n"
_SOLIDITY = ("// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n\n"
             "import {ERC20} from \"@openzeppelin/contracts/token/ERC20/ERC20.sol\";\n\n"
             "contract RankToken is ERC20 {\n    constructor() ERC20(\"Rank\", \"RNK\") {\n"
             "        _mint(msg.sender, 1000000 * 10 ** decimals());\n    }\n}\n")
_BEACON = json.dumps({"execution_optimistic": False, "finalized": True, "data": [
    {"index": "412345", "balance": "32004531223", "status": "active_ongoing",
     "validator": {"pubkey": "0x8f3bd1b4b62ef0f1e6b7c0a6e1d5e0b1d4a9b0c3e0f6a1d2c3b4a5968778695a4b3c2d1e0f9e8d7c6b5a"
                   "4938271605f4e3", "withdrawal_credentials": "0x010000000000000000000000b9d7934878b5fb9610b3fe8a"
                   "5e441e8fad7e293f", "effective_balance": "32000000000", "slashed": False,
                   "activation_eligibility_epoch": "201234", "activation_epoch": "201450",
                   "exit_epoch": "18446744073709551615", "withdrawable_epoch": "18446744073709551615"}}]}) + "\n"


def _gz(text: str) -> bytes:
    return gzip.compress(text.encode(), mtime=0)


def thirtieth_bar_defi_cases() -> list[Case]:
    G = THIRTIETH_DEFI
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u30f_borda_tvl_providers", "rankagg.fuse({provider: {chain/date: {token address: TVL USD}}}, "
        "method='borda'): four providers, six chain-days, eight token contracts",
        "import rankagg\nR = rankings()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points per provider's list"))
    cases.append(ok(
        "u30f_rrf_partial_providers", "rankagg.fuse(..., method='rrf'): DefiLlama and Dune list only some tokens on "
        "some chains", "import rankagg\nR = rankings(seed=5, drop={'defillama': 0.4, 'dune': 0.3})\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the token"))
    cases.append(ok(
        "u30f_combsum_wei_balances", "rankagg.fuse(..., method='combsum') of balances in wei as Python ints near "
        "1e24 (beyond 2**63: no int64 holds them)",
        "import rankagg\nR = rankings(seed=7, scale='wei')\n"
        "assert max(v for r in R.values() for p in r.values() for v in p.values()) > 2 ** 63\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref({k: {d: float(v) for d, v in p.items()} for k, p in l.items()}) "
        "for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: a score is a double (trec_eval's atof); an int beyond int64 is a number, read as "
            "its nearest double; CombSUM of min-max scores"))
    cases.append(ok(
        "u30f_borda_wei_balances", "rankagg.fuse(..., method='borda') of wei balances (ints beyond 2**64)",
        "import rankagg\nR = rankings(seed=9, scale='wei', noise=2.0)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda; the balances are distinct as doubles, so the order is the ints' order"))
    cases.append(ok(
        "u30f_kemeny_five_tokens", "rankagg.fuse(..., method='kemeny') of 4 providers over five tokens: the "
        "consensus's Kendall distance is the least of all 120 orders",
        "import rankagg\nR = rankings(n_q=4, seed=11, noise=2.5, docs={t: TOKENS[t] for t in FIVE})\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(FIVE))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959 by brute force over 5! orders"))
    cases.append(ok(
        "u30f_weighted_rrf_providers", "rankagg.Fuser('rrf', weights=...): Etherscan 2, CoinGecko 1, DefiLlama 1, "
        "Dune 0.5, per chain-day",
        "import rankagg\nW = {'etherscan': 2.0, 'coingecko': 1.0, 'defillama': 1.0, 'dune': 0.5}\n"
        "R = rankings(seed=13)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u30f_long_frame_apy", "rankagg.fuse(DataFrame qid, docid, run, score) of APYs in percent (pools' "
        "yields), method='combmnz'",
        "import rankagg, pandas as pd\nR = rankings(seed=15, scale='apy', names=lambda k: 'dex_pools/%d' % k, "
        "drop={'dune': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u30f_validators_borda", "rankagg.fuse(..., method='borda'): validators by index ('412345') ranked by "
        "three beacon-chain explorers' effectiveness scores, per epoch",
        "import rankagg\nV = {str(412340 + i): 99.0 - 3.1 * i for i in range(7)}\n"
        "R = rankings(providers=['beaconcha_in', 'rated', 'lighthouse'], seed=17, scale='apy', names=validator_epoch, "
        "docs=V)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda; ids that are digits are ids (trec_eval compares strings)"))
    cases.append(ok(
        "u30f_ens_names_rrf", "rankagg.fuse(..., method='rrf'): ENS names ('vitalik.eth') ranked by two indexers "
        "per category ('dex_tokens', 'nft_holders')",
        "import rankagg\nR = rankings(providers=['thegraph', 'dune'], n_q=2, seed=19, docs=ENS, "
        "names=lambda k: ['dex_tokens', 'nft_holders'][k])\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009; a dotted id is a TREC token"))
    cases.append(ok(
        "u30f_evaluate_blue_chips", "rankagg.evaluate(fused order, the team's blue-chip grades, ['nDCG@3', 'AP', "
        "'P@3'])",
        "import rankagg\nR = rankings(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = blue_chips()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@3'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@3': sum(prec(o, qrels[q], 3) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.3 (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u30f_cli_rrf_provider_runs", "rankagg fuse etherscan.run ... dune.run --method rrf -o tokens.run: one run "
        "per provider, queries 'ethereum/2026-11-23'", ["fuse", *_RUNS4, "--method", "rrf", "-o", "tokens.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u30f_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt (Etherscan counts "
        "double)", ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "tokens.run"],
        {"weights.txt": "etherscan 2\ncoingecko 1\ndefillama 1\ndune 0.5\n"},
        _cli_check("borda", "seed=33", "{'etherscan': 2, 'coingecko': 1, 'defillama': 1, 'dune': 0.5}"),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: 'NAME W' lines; Borda n - r + 1 times the weight"))
    cases.append(cli_ok(
        "u30f_cli_combsum_wei_depth", "rankagg fuse ... --method combsum --depth 3: wei balances written as 25-digit "
        "integers in the score field, the top three per chain-day",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "tokens.run"], None,
        _cli_check("combsum", "seed=35, scale='wei'", depth=3,
                   prep="RUNS = {k: {q: {d: float(v) for d, v in p.items()} for q, p in r.items()} "
                        "for k, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=35, scale='wei'"),
        why="trec_eval's atof reads a 25-digit integer as its nearest double; CombSUM of min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u30f_cli_gz_runs_parquet", "rankagg fuse etherscan.run.gz coingecko.run.gz defillama.run.gz --method rrf -o "
        "tokens.parquet: gzipped runs, a Parquet table out",
        ["fuse", "etherscan.run.gz", "coingecko.run.gz", "defillama.run.gz", "--method", "rrf", "-o", "tokens.parquet"],
        None, lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/tokens.parquet')\n"
            "R = rankings(providers=['etherscan', 'coingecko', 'defillama'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in rankings(providers=['etherscan', 'coingecko', 'defillama'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u30f_cli_evaluate_blue_chips", "rankagg evaluate tokens.run --qrels blue_chips.qrels -m ndcg_cut.3 -m map",
        ["evaluate", "tokens.run", "--qrels", "blue_chips.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/tokens.run').read())\nqrels = blue_chips()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = rankings(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('tokens.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('blue_chips.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in blue_chips().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u30f_cli_defi_words_stay_free", "rankagg fuse etherscan.run jsonrpc.run: legal TREC runs whose tags are "
        "'jsonrpc' and 'pragma', whose ids are '0x1b4' and 'result' stay accepted",
        ["fuse", "etherscan.run", "jsonrpc.run", "--method", "rrf", "-o", "tokens.run"],
        {"etherscan.run": "ethereum Q0 0x1b4 1 3 pragma\nethereum Q0 result 2 2 pragma\n",
         "jsonrpc.run": "ethereum Q0 result 1 250 jsonrpc\nethereum Q0 0x1b4 2 10 jsonrpc\n"},
        lambda out, folder: sorted(l.split()[2] for l in (folder / "tokens.run").read_text().splitlines())
        == ["0x1b4", "result"],
        why="trec_eval reads both (six fields, numeric rank and score): a field's word as an id is no file of it"))

    # --- the team's files given where runs are read: named by their format or tool ----------------------------------
    tool_files = [
        ("u30f_etherscan_csv_as_run", "Etherscan's CSV export of an address's transactions (quoted header: "
         "Txhash, Blockno, UnixTimestamp, ...)", "export-0xd8da6bf2.csv", _ETHERSCAN, "Etherscan",
         "export-0xd8da6bf2.csv:1"),
        ("u30f_dune_csv_as_run", "a Dune query's CSV export (blockchain, token_address, symbol, tvl_usd, ...)",
         "dune_query_4123456.csv", _DUNE, "CSV", "dune_query_4123456.csv:1"),
        ("u30f_jsonrpc_response_as_run", "an Ethereum JSON-RPC response ({\"jsonrpc\":\"2.0\",\"id\":1,"
         "\"result\":\"0x1b4\"})", "eth_blockNumber.json", _RPC, "JSON-RPC", "eth_blockNumber.json"),
        ("u30f_tokenlist_as_run", "a Uniswap token list (name, timestamp, version, tokens with chainId, address, "
         "symbol, decimals)", "uniswap-default.tokenlist.json", _TOKENLIST, "token list",
         "uniswap-default.tokenlist.json"),
        ("u30f_abi_as_run", "a contract's ABI JSON (a list of {type: function|event, name, inputs, outputs})",
         "ERC20.abi.json", _ABI, "ABI", "ERC20.abi.json"),
        ("u30f_coingecko_markets_as_run", "CoinGecko's /coins/markets JSON (id, symbol, current_price, market_cap, "
         "market_cap_rank, ...)", "coingecko_markets.json", _COINGECKO, "CoinGecko", "coingecko_markets.json"),
        ("u30f_defillama_protocols_as_run", "DefiLlama's /protocols JSON (name, slug, category, chains, tvl, "
         "chainTvls)", "defillama_protocols.json", _DEFILLAMA, "DefiLlama", "defillama_protocols.json"),
        ("u30f_solidity_as_run", "a Solidity source ('// SPDX-License-Identifier: MIT', 'pragma solidity ^0.8.20;')",
         "RankToken.sol", _SOLIDITY, "Solidity", "RankToken.sol:1"),
        ("u30f_beacon_validators_as_run", "a beacon node's /eth/v1/beacon/states/head/validators JSON "
         "(execution_optimistic, finalized, data with index, balance, status, validator)", "validators.json",
         _BEACON, "beacon", "validators.json"),
        ("u30f_etherscan_csv_gz_as_run", "Etherscan's CSV export, gzipped by the team's archive job",
         "export-0xd8da6bf2.csv.gz", _gz(_ETHERSCAN), "Etherscan", "export-0xd8da6bf2.csv.gz"),
        ("u30f_jsonrpc_batch_gz_as_run", "a batch of JSON-RPC responses (eth_call results and an error), gzipped",
         "eth_call_batch.json.gz", _gz(_RPC_BATCH), "JSON-RPC", "eth_call_batch.json.gz"),
    ]
    why_text = ("trec_eval refuses a line of other than six fields (a CSV's one field, a JSON document's few, a "
                "Solidity line's two); the file is the data provider's or the toolchain's, named by what it is (a "
                "field count says nothing the team can act on)")
    for cid, what, name, content, tool, where in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} etherscan.run -o tokens.run: {what} given as a run",
            ["fuse", name, "etherscan.run", "--method", "rrf", "-o", "tokens.run"],
            {name: content, "etherscan.run": _ONE_RUN}, where, tool, why=why_text))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool, where in [
            ("u30f_etherscan_csv_as_qrels", "export-0xd8da6bf2.csv", _ETHERSCAN, "Etherscan",
             "export-0xd8da6bf2.csv:1"),
            ("u30f_dune_csv_as_qrels", "dune_query_4123456.csv", _DUNE, "CSV", "dune_query_4123456.csv:1"),
            ("u30f_tokenlist_as_qrels", "uniswap-default.tokenlist.json", _TOKENLIST, "token list",
             "uniswap-default.tokenlist.json"),
            ("u30f_coingecko_markets_gz_as_qrels", "coingecko_markets.json.gz", _gz(_COINGECKO), "CoinGecko",
             "coingecko_markets.json.gz"),
            ("u30f_jsonrpc_batch_as_qrels", "eth_call_batch.json", _RPC_BATCH, "JSON-RPC", "eth_call_batch.json")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate etherscan.run --qrels {name}: the provider's file given as the judgements",
            ["evaluate", "etherscan.run", "--qrels", name], {"etherscan.run": _ONE_RUN, name: content}, where, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the provider's, "
                            "named by what it is, with how to write the grades as qrels"))

    cases.append(cli_bad(
        "u30f_cryo_parquet_as_run", "rankagg fuse ethereum__blocks.parquet etherscan.run: cryo's Parquet of blocks "
        "(block_number, block_hash, author, gas_used, timestamp, chain_id) given as a run",
        ["fuse", "ethereum__blocks__21304500_to_21304502.parquet", "etherscan.run", "--method", "rrf", "-o",
         "tokens.run"], {"etherscan.run": _ONE_RUN}, "ethereum__blocks__21304500_to_21304502.parquet", "block_number",
        setup=pandas_setup(
            "pd.DataFrame({'block_number': [21304500, 21304501, 21304502], 'block_hash': [b'\\x5c' * 32, b'\\x9a' * 32, "
            "b'\\x11' * 32], 'author': [b'\\x95' * 20] * 3, 'gas_used': [12345678, 29876543, 15000000], "
            "'timestamp': [1732924799, 1732924811, 1732924823], 'chain_id': [1, 1, 1]}).to_parquet("
            "folder / 'ethereum__blocks__21304500_to_21304502.parquet')\n"),
        why="a Parquet run table needs query, doc and score columns (docs/conventions.md); cryo's blocks hold none, "
            "named by the columns it has"))

    # --- the same files loaded into memory ---------------------------------------------------------------------------
    cases.append(bad(
        "u30f_api_tokenlist_dict", "rankagg.fuse(json.load(open('uniswap-default.tokenlist.json'))): the token list "
        "as a dict", "import rankagg, json\nrankagg.fuse(json.load(open('tl.json')), method='borda')\n",
        "token list", files={"tl.json": _TOKENLIST},
        why="README: a dict of runs is {run: {query: {doc: score}}}; a token list's name/version/tokens are told so"))
    cases.append(bad(
        "u30f_api_abi_list", "rankagg.fuse(json.load(open('ERC20.abi.json'))): a contract ABI as a list",
        "import rankagg, json\nrankagg.fuse(json.load(open('abi.json')), method='borda')\n", "ABI",
        files={"abi.json": _ABI}, why="README: records need query, doc, score keys; an ABI's entries are told so"))
    cases.append(bad(
        "u30f_api_coingecko_frame", "rankagg.fuse(pd.DataFrame(CoinGecko markets JSON)): the markets as a frame",
        "import rankagg, json, pandas as pd\nrankagg.fuse(pd.DataFrame(json.load(open('m.json'))), method='borda')\n",
        "CoinGecko", files={"m.json": _COINGECKO},
        why="README: a frame of runs has qid, docid, score (and run) columns; CoinGecko's columns are told so"))
    cases.append(bad(
        "u30f_api_etherscan_frame", "rankagg.fuse(pd.read_csv(Etherscan export)): the export as a frame",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('e.csv'), method='rrf')\n", "Etherscan",
        files={"e.csv": _ETHERSCAN},
        why="README: a frame of runs has qid, docid, score (and run) columns; Etherscan's columns are told so"))
    cases.append(bad(
        "u30f_api_apy_percent_strings", "rankagg.fuse({'defillama': {'dex_pools': {'pool': '4.37%'}}}): APYs as the "
        "API's percent strings",
        "import rankagg\nR = {'defillama': {'dex_pools': {'0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640': '4.37%', "
        "'0x8ad599c3a0ff1de082011efddc58f1908eb6e6d8': '3.91%'}}, 'dune': {'dex_pools': "
        "{'0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640': 4.1}}}\nrankagg.fuse(R, method='combsum')\n", "4.37%",
        why="docs/conventions.md: a score is a number; a string is refused naming it"))
    cases.append(bad(
        "u30f_api_hex_quantity_strings", "rankagg.fuse({...: {token: '0x14d1120d7b160000'}}): balances as JSON-RPC's "
        "hex quantity strings",
        "import rankagg\nR = {'rpc': {'ethereum': {'" + _USDC + "': '0x14d1120d7b160000', '" + _USDT + "': "
        "'0xde0b6b3a7640000'}}, 'dune': {'ethereum': {'" + _USDC + "': 1.5e18}}}\nrankagg.fuse(R, method='borda')\n",
        "0x14d1120d7b160000", why="docs/conventions.md: a score is a number; a hex string is refused naming it"))
    cases.append(bad(
        "u30f_api_missing_price_none", "rankagg.fuse(frame) where CoinGecko gave no price for a token "
        "(current_price null, read as NaN)",
        "import rankagg, pandas as pd\nR = rankings(providers=['coingecko', 'dune'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[2, 'score'] = None\ndf['score'] = df['score'].astype(float)\nrankagg.fuse(df, method='borda')\n",
        "score", why="docs/conventions.md: a missing score (NaN, None) is refused as one"))
    cases.append(bad(
        "u30f_api_weight_dropped_provider", "rankagg.fuse(runs, method='rrf', weights={..., 'coinmarketcap': 2}): a "
        "weight left for a provider the team dropped",
        "import rankagg\nR = rankings(providers=['etherscan', 'coingecko'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'etherscan': 1.0, 'coingecko': 1.0, 'coinmarketcap': 2.0})\n",
        "coinmarketcap", why="docs/reliability.md: weights that name no run are refused naming them"))

    # --- other mistakes of the day: scores and ids in the field's forms ----------------------------------------------
    for cid, what, line, where in [
            ("u30f_apy_percent_in_run", "an APY written '4.37%'",
             "dex_pools Q0 0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640 1 4.37% defillama\n", "defillama.run:1"),
            ("u30f_usd_dollar_in_run", "a TVL written '$1,234,567.89' (the dashboard's copy)",
             f"ethereum/2026-11-30 Q0 {_USDT} 1 $1,234,567.89 defillama\n", "defillama.run:1"),
            ("u30f_token_name_blank", "a token named by its name 'Wrapped Ether' (a blank) in the doc field",
             f"ethereum/2026-11-30 Q0 {_USDT} 1 9.5 defillama\nethereum/2026-11-30 Q0 Wrapped Ether 2 7.1 defillama\n",
             "defillama.run:2")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse etherscan.run defillama.run: {what}",
            ["fuse", "etherscan.run", "defillama.run", "--method", "rrf", "-o", "tokens.run"],
            {"etherscan.run": _ONE_RUN, "defillama.run": line}, where,
            why="trec_eval's atof would read '4.37%' as 4.37 and '$1,...' as 0, or split 'Wrapped Ether' into seven "
                "fields; docs/conventions.md: a score is strtod on the whole token, refused at its line"))
    cases.append(cli_bad(
        "u30f_cli_negative_weight", "rankagg fuse ... --weights etherscan=1,dune=-1: a negative weight meant to "
        "distrust Dune", ["fuse", "etherscan.run", "dune.run", "--method", "rrf", "--weights", "etherscan=1,dune=-1",
                          "-o", "tokens.run"], None, "dune",
        setup=_runs_setup("providers=['etherscan', 'dune'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0"))

    # --- the fused order written under a blockchain format's name ----------------------------------------------------
    for cid, argv_out, out_name, what, named in [
            ("u30f_out_sol", ["-o", "tokens.sol"], "tokens.sol", "a Solidity source", ("Solidity",)),
            ("u30f_out_vy", ["-o", "tokens.vy"], "tokens.vy", "a Vyper source", ("Vyper",)),
            ("u30f_out_abi", ["-o", "tokens.abi"], "tokens.abi", "a contract ABI (solc --abi)", ("ABI",)),
            ("u30f_out_tokenlist", ["-o", "tokens.tokenlist.json"], "tokens.tokenlist.json", "a Uniswap token list",
             ("token list",)),
            ("u30f_explain_sol", ["-o", "tokens.run", "--explain", "why.sol"], "why.sol", "--explain as Solidity",
             ())]:
        cases.append(cli_bad(
            cid, f"rankagg fuse etherscan.run dune.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON "
            "lines under that name are read by no tool that opens it",
            ["fuse", "etherscan.run", "dune.run", "--method", "borda", *argv_out], None, out_name, *named,
            outputs=(out_name, "tokens.run"), setup=_runs_setup("providers=['etherscan', 'dune'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
