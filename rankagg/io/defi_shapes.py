"""A blockchain analytics team's files where a run or the judgements are read (issue 45's thirtieth bar, u30f_*_as_run,
u30f_*_as_qrels, u30f_api_*): an Etherscan CSV export and a Dune query's CSV export were told "starts with a header",
a Solidity source "expected 6 fields", and an Ethereum JSON-RPC response (and a batch of them), a Uniswap token
list, a contract's ABI, CoinGecko's /coins/markets, DefiLlama's /protocols and a beacon node's validators JSON "its
name ends in .json" or "holds JSON"; the same documents loaded into Python were told "query 'type': expected
{docid: score}, got str", and the exports read by pandas which columns a run needs.  Each is named here for what it
is, by its header, its first lines, its JSON keys or its columns, with what to give instead.  A TREC run whose ids
or tags are the field's words ('0x1b4', 'result', 'jsonrpc', 'pragma') is six fields a line and never claimed: only
a header line of the exports' columns, a Solidity source's first lines, a JSON document's keys or a frame's columns
are read."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.header_tables import header_cells
from rankagg.io.line_form_store import compiled

__all__ = ["DEFI_JSON", "defi_columns", "defi_document", "defi_shape"]

#: what to give instead of a provider's export: its ranking per chain and day as a run, the team's grades as qrels
AS_RUN = ("give each data provider's ranking as a run, the chain and day (or category) a query (no blank: "
          "ethereum/2026-11-30, dex_tokens) and each token, pool or validator a document (a contract address in one "
          "case, lowercase: checksummed and lowercase spellings are two ids to trec_eval), the score a number (TVL "
          "in USD, a wei balance as a decimal integer, an APY without '%'): 'QUERY Q0 ADDRESS RANK SCORE PROVIDER', "
          "or rankagg.fuse {provider: {query: {address: score}}}; the team's grades are the qrels, 'QUERY 0 ADDRESS "
          "GRADE'")
_NOT_LINES = "not TREC run or qrels lines: "
_FIX = "no ranking of the team's: " + AS_RUN
_ETHERSCAN = ("an Etherscan CSV export (Txhash, Blockno, UnixTimestamp, DateTime (UTC), From, To, ...: an address's "
              "transactions or token transfers, one per row)")
_QUERY_EXPORT = ("a blockchain query's CSV export (Dune, Flipside or Allium: the query's own columns, {cols}, one "
                 "row per token or transaction)")
#: columns that only on-chain query engines' tables name (Dune's spellbook, Flipside's and Allium's schemas)
_CHAIN_COLUMNS = {"token_address", "contract_address", "tx_hash", "block_time", "block_number", "block_timestamp",
                  "pool_address", "amount_usd", "token_bought_address", "token_sold_address", "tx_from", "evt_index"}
_SOLIDITY = compiled(r"^(?://\s*SPDX-License-Identifier:|pragma\s+solidity\b)")
_ABI = "a contract's ABI (JSON: a list of {type: function|event|constructor|error, name, inputs, outputs})"
#: the field's JSON by the strings its text holds
DEFI_JSON = (
    (('"jsonrpc"', '"id"'), "an Ethereum JSON-RPC response (JSON: jsonrpc 2.0, id, result or error; a result such as "
                            "0x1b4 is a hex quantity of one call), " + _FIX),
    (('"tokens"', '"chainId"', '"decimals"'), "a Uniswap token list (JSON: name, timestamp, version, tokens with "
                                              "chainId, address, symbol, decimals: tokens listed, none ranked), "
     + _FIX),
    (('"inputs"', '"stateMutability"'), _ABI + ", " + _FIX),
    (('"inputs"', '"anonymous"', '"indexed"'), _ABI + ", " + _FIX),
    (('"current_price"', '"market_cap_rank"'), "CoinGecko's /coins/markets JSON (id, symbol, current_price, "
                                               "market_cap, market_cap_rank per coin: one provider's answer), " + _FIX),
    (('"chainTvls"', '"tvl"'), "DefiLlama's /protocols JSON (name, slug, category, chains, tvl, chainTvls per "
                               "protocol: one provider's answer), " + _FIX),
    (('"withdrawal_credentials"', '"effective_balance"'), "a beacon node's validators JSON (/eth/v1/beacon/states/"
                                                          "{state}/validators: index, balance, status, validator "
                                                          "per validator), " + _FIX),
)
_ABI_TYPES = {"function", "event", "constructor", "error", "fallback", "receive"}


def defi_shape(name: str, lines: Sequence[str]) -> str | None:
    """What blockchain export or source whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:3]
    if not head:
        return None
    if any(_SOLIDITY.match(ln) for ln in head):
        return "is a Solidity source (// SPDX-License-Identifier, pragma solidity: a contract), " + _NOT_LINES + _FIX
    if "," not in head[0] and "\t" not in head[0]:
        return None  # a TREC line's blanks: no export's header
    cells = header_cells(head[0])
    if {"txhash", "blockno", "unixtimestamp"} <= cells:
        return f"is {_ETHERSCAN}, " + _NOT_LINES + _FIX
    chain = sorted(cells & _CHAIN_COLUMNS)
    if chain and len(cells) >= 3 and not any(re.fullmatch(r"[-+]?[\d.]+(?:e[-+]?\d+)?", c) for c in cells):
        return "is " + _QUERY_EXPORT.format(cols=", ".join(chain)) + ", " + _NOT_LINES + _FIX
    return None


def defi_document(obj: object) -> str | None:
    """What a parsed blockchain document given as a run is (json.load of a token list, an ABI entry, a JSON-RPC
    response, a beacon node's answer: their values are text or lists, a run's queries hold mappings), or None."""
    if isinstance(obj, list):
        return defi_document(obj[0]) if obj and all(isinstance(x, dict) for x in obj) else None
    if not isinstance(obj, dict):
        return None
    if obj.get("jsonrpc") == "2.0" and "id" in obj:
        return DEFI_JSON[0][1]
    if isinstance(obj.get("tokens"), list) and isinstance(obj.get("version"), dict):
        return DEFI_JSON[1][1]
    kind = obj.get("type")
    if isinstance(kind, str) and kind in _ABI_TYPES and isinstance(obj.get("inputs", []), list):
        return DEFI_JSON[2][1]
    if isinstance(obj.get("data"), list) and "execution_optimistic" in obj:
        return DEFI_JSON[6][1]
    return None


#: a provider's answer as a frame (pd.read_csv of an export, pd.DataFrame of an API's JSON): the columns each must
#: hold, lower-cased, and what it is (u30f_api_*_frame)
_FRAME_COLUMNS = (
    ({"txhash", "blockno", "unixtimestamp"}, _ETHERSCAN),
    ({"current_price", "market_cap_rank"}, "CoinGecko's /coins/markets (id, symbol, current_price, market_cap, "
                                           "market_cap_rank)"),
    ({"chaintvls", "tvl", "slug"}, "DefiLlama's /protocols (name, slug, category, chains, tvl, chainTvls)"),
)


def defi_columns(names: Sequence[object]) -> str | None:
    """What a frame of the column ``names`` is when a blockchain data provider's answer was read into it, with what
    to do; or None."""
    have = {str(n).strip().strip("\"'").lower() for n in names}
    what = next((what for need, what in _FRAME_COLUMNS if need <= have), None)
    return None if what is None else f"a table of {what}, not a frame of runs: " + AS_RUN
