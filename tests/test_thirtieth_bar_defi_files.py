"""Issue 45's thirtieth bar (u30f_*_as_run, u30f_*_as_qrels, u30f_api_*, u30f_out_*): a blockchain analytics team's
files given as a run or as qrels were told "starts with a header", "its name ends in .json" or a field count, the
same documents in memory which run form they break, and the fused order was written under a Solidity, Vyper, ABI or
token list name; Etherscan's and Dune's CSV exports, Solidity sources, JSON-RPC responses, token lists, ABIs,
CoinGecko's and DefiLlama's JSON and a beacon node's validators are now named for what they are at both doors, plain
and gzipped; runs whose ids are the field's words stay read."""

import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.defi_shapes import defi_columns, defi_document, defi_shape
from rankagg.cli import main
from tests.door_files import refusal_through_the_api

FILES = {
    "export-0xd8da.csv": ('"Txhash","Blockno","UnixTimestamp","DateTime (UTC)","From","To","ContractAddress",'
                          '"Value_IN(ETH)","Value_OUT(ETH)","Status","Method"\n"0x5c50","21304512","1732924811",'
                          '"2026-11-30 00:00:11","0x28c6","0xd8da","","1.5","0","","Transfer"\n', "Etherscan"),
    "dune_4123456.csv": ("blockchain,token_address,symbol,tvl_usd\nethereum,0xdac17f958d2ee523a2206206994597c13d831ec7"
                         ",USDT,62000000000.5\n", "Dune"),
    "Token.sol": ("// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n\ncontract T {}\n", "Solidity"),
    "block.json": ('{"jsonrpc":"2.0","id":1,"result":"0x1b4"}\n', "JSON-RPC"),
    "batch.json": ('[{"jsonrpc":"2.0","id":1,"result":"0x0de0b6b3a7640000"},{"jsonrpc":"2.0","id":2,"error":'
                   '{"code":-32000,"message":"execution reverted"}}]\n', "JSON-RPC"),
    "default.tokenlist.json": (json.dumps({"name": "Default", "timestamp": "2026-11-30T00:00:00.000Z", "version": {
        "major": 1, "minor": 0, "patch": 0}, "tokens": [{"chainId": 1,
                                                        "address": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
                                                        "symbol": "USDC", "decimals": 6}]}) + "\n", "token list"),
    "ERC20.abi.json": ('[{"type":"function","name":"balanceOf","stateMutability":"view","inputs":[{"name":"a",'
                       '"type":"address"}],"outputs":[{"name":"","type":"uint256"}]}]\n', "ABI"),
    "markets.json": ('[{"id":"tether","symbol":"usdt","current_price":1.0,"market_cap":134012345678,'
                     '"market_cap_rank":3}]\n', "CoinGecko"),
    "protocols.json": ('[{"id":"182","name":"Lido","slug":"lido","tvl":31234567890.5,"chainTvls":{"Ethereum":1}}]\n',
                       "DefiLlama"),
    "validators.json": ('{"execution_optimistic":false,"finalized":true,"data":[{"index":"412345",'
                        '"balance":"32004531223",'
                        '"status":"active_ongoing","validator":{"pubkey":"0x8f3b","withdrawal_credentials":"0x01",'
                        '"effective_balance":"32000000000","slashed":false}}]}\n', "beacon"),
}
RUN = ("ethereum/2026-11-30 Q0 0xdac17f958d2ee523a2206206994597c13d831ec7 1 62000000000.5 etherscan\n"
       "ethereum/2026-11-30 Q0 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 2 34000000000 etherscan\n")
QRELS = "ethereum/2026-11-30 0 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 2\n"


#: each file under its own name and gzipped, at the runs door and as the judgements
GIVEN = [(name + gz, content, what, door) for name, (content, what) in sorted(FILES.items()) for gz in ("", ".gz")
         for door in ("run", "qrels")]


@pytest.mark.parametrize("given", GIVEN, ids=lambda g: f"{g[0]}-{g[3]}")
def test_named_for_what_it_is_at_both_doors(tmp_path, given):
    name, content, what, door = given
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    # the file, the provider or format, and how to give the ranking instead
    for word in (name, what, "QUERY Q0 ADDRESS", "lowercase"):
        assert word in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "ethereum Q0 0x1b4 1 3 pragma\n", "ethereum Q0 result 2 2 jsonrpc\n",
                                  "pragma Q0 solidity 1 1 t\n", "1 0 2 1\n", "1 Q0 2 3 4 5\n",
                                  "txhash Q0 blockno 1 1 unixtimestamp\n", "token_address 0 tx_hash 1\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert defi_shape("x.run", text.splitlines()) is None


@pytest.mark.parametrize("run", ["ethereum Q0 0x1b4 1 3 pragma\nethereum Q0 result 2 2 pragma\n",
                                 "pragma Q0 solidity 1 2 jsonrpc\npragma Q0 tokens 2 1 jsonrpc\n"])
def test_look_alike_runs_are_read(tmp_path, run):
    path = tmp_path / "look.run"
    path.write_text(run)
    fused = rankagg.fuse([str(path), str(path)], method="rrf")
    assert len(fused) == 1 and len(next(iter(fused.values()))) == 2


@pytest.mark.parametrize("name", ["default.tokenlist.json", "ERC20.abi.json", "block.json", "validators.json"])
def test_documents_in_memory_are_named(name):
    content, what = FILES[name]
    with pytest.raises(ValueError) as err:
        rankagg.fuse(json.loads(content), method="borda")
    assert what in str(err.value) and "QUERY Q0 ADDRESS" in str(err.value), str(err.value)


@pytest.mark.parametrize("name", ["export-0xd8da.csv", "markets.json"])
def test_provider_frames_are_named(tmp_path, name):
    content, what = FILES[name]
    frame = pd.read_csv(pd.io.common.StringIO(content)) if name.endswith(".csv") else pd.DataFrame(json.loads(content))
    with pytest.raises(ValueError) as err:
        rankagg.fuse(frame, method="borda")
    assert what in str(err.value), str(err.value)


def test_runs_in_memory_and_their_columns_are_never_claimed():
    assert defi_document({"type": {"d": 1.0}, "inputs": {"d": 2.0}}) is None
    assert defi_document({"jsonrpc": {"d": 1.0}, "id": {"d": 1.0}}) is None
    assert defi_document([{"q": {"d": 1.0}}]) is None
    assert defi_columns(["qid", "docid", "run", "score"]) is None


@pytest.mark.parametrize("output,what", [("tokens.sol", "Solidity"), ("TOKENS.VY", "Vyper"), ("tokens.abi", "ABI"),
                                         ("tokens.tokenlist.json", "token list"), ("tokens.sol.gz", "Solidity")])
@pytest.mark.parametrize("option", ["-o", "--explain"])
def test_outputs_named_like_the_fields_formats_are_refused(tmp_path, capsys, output, what, option):
    run = tmp_path / "etherscan.run"
    run.write_text(RUN)
    out = tmp_path / (output if option == "-o" else "tokens.run")
    argv = ["fuse", str(run), "--method", "rrf", "-o", str(out)]
    if option == "--explain":
        argv += ["--explain", str(tmp_path / output)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert output in err and what in err, err
    assert not out.exists() and not (tmp_path / output).exists()


def _cryo_blocks(path):
    """cryo's Parquet of blocks, as `cryo blocks` writes it (ethereum__blocks__FROM_to_TO.parquet)"""
    pd.DataFrame({"block_number": [21304500, 21304501], "block_hash": [b"\x5c" * 32, b"\x9a" * 32],
                  "gas_used": [12345678, 29876543], "timestamp": [1732924799, 1732924811],
                  "chain_id": [1, 1]}).to_parquet(path)
    return str(path)


@pytest.mark.parametrize("door", ["api", "cli"])
def test_a_parquet_that_is_no_run_table_beside_a_run_is_told_its_columns(tmp_path, capsys, door):
    blocks = _cryo_blocks(tmp_path / "ethereum__blocks__21304500_to_21304501.parquet")
    run = tmp_path / "etherscan.run"
    run.write_text(RUN)
    if door == "api":
        with pytest.raises(ValueError) as err:
            rankagg.fuse([blocks, str(run)], method="rrf")
        message = str(err.value)
    else:
        assert main(["fuse", blocks, str(run), "--method", "rrf", "-o", str(tmp_path / "t.run")]) == 2
        message = capsys.readouterr().err
        assert not (tmp_path / "t.run").exists()
    assert "ethereum__blocks__21304500_to_21304501.parquet" in message and "block_number" in message, message


def test_a_run_table_beside_a_run_is_still_told_to_come_alone(tmp_path):
    table = tmp_path / "fused.parquet"
    pd.DataFrame({"qid": ["q"], "docid": ["d"], "score": [1.0], "run": ["r"]}).to_parquet(table)
    run = tmp_path / "etherscan.run"
    run.write_text(RUN)
    with pytest.raises(ValueError, match="give one Parquet run table or TREC run files"):
        rankagg.fuse([str(table), str(run)], method="rrf")
