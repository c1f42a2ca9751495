"""The file name suffixes of the public format registries (``format_suffixes.txt``): a second net under the
catalogue of :mod:`rankagg.io.output_names` and the media types of :mod:`rankagg.io.media_types`.

Twenty-two bars of unseen cases met outputs named for a field's own format (``-o fused.ctm``, ``consensus.mzid``,
``poll.indd``, ``signals.sas``: 50 of the twenty-second bar's 56 silent rows), written as TREC lines that no tool
opening the name reads.  ``/etc/mime.types`` registers few of them; the registries that identify files by name
register many more: PRONOM (the UK National Archives' registry behind DROID, Open Government Licence), Apache
Tika's and freedesktop.org's shared MIME-info databases, GitHub Linguist's languages, and for the sciences'
data, Galaxy's datatypes (the bioinformatics workbench's registry, ``datatypes_conf.xml``, MIT/AFL) and the EDAM
ontology's formats (CC BY-SA 4.0).  Of the 209 catalogue suffixes that no media type registers (as the catalogue stood
before the twenty-third bar), the first four registries held 61; of that bar's 31 outputs named for a field's own
format, met after the table was built, they held 2 (``.sln``, ``.spv``).  With Galaxy and EDAM (added in the
twenty-fourth bar's session), the table holds 105 of the 267 catalogue suffixes that no media type registers.  A
field's own formats are mostly in no general registry, so the catalogue stays the first net.

A registry's suffix is also a word that names a run (``.map``, ``.cps``, ``.prf``, ``.model``, ``.web`` are all
registered), so :func:`suffix_table` keeps out: suffixes of one or two characters, short ones with a digit
(``e01``, ``w12``, ``p10``: an epoch, a week, a cutoff), English words (a dictionary's), the tokens of real run
names (the TREC-COVID rounds' run tags: ``bert``, ``prf``, ``rrf``, ``borda``), :data:`RUN_WORDS` (rankagg's and
the field's vocabulary), the suffixes of plain text, bytes and backups, and those ``/etc/mime.types`` already
registers (:mod:`rankagg.io.media_types` names those).

``format_suffixes.txt`` is regenerated with::

    python -c "from rankagg.io.format_suffixes import suffix_table as t; import sys, pathlib as p; \\
        r = p.Path('SOURCES'); sys.stdout.write(t((r / 'DROID_SignatureFile_V118.xml').read_text(), \\
        (r / 'tika-mimetypes.xml').read_text(), (r / 'freedesktop.org.xml').read_text(), \\
        (r / 'languages.yml').read_text(), (r / 'datatypes_conf.xml.sample').read_text(), \\
        (r / 'EDAM_dev.owl').read_text(), p.Path('/usr/share/dict/words').read_text(), \\
        (r / 'run_tags.txt').read_text(), 'SOURCE VERSIONS'))" > rankagg/io/format_suffixes.txt

(siegfried's ``cmd/roy/data`` holds the first three; Linguist's ``lib/linguist/languages.yml``; the
``galaxy-config`` wheel's ``galaxy/config/sample/datatypes_conf.xml.sample``; EDAM's ``EDAM_dev.owl``; Debian's
``wamerican``; ``run_tags.txt`` is the sixth field of the first line of every run in ``trec-covid-round{2..5}``).
"""

from __future__ import annotations

import functools
import html
import os
import re
from pathlib import Path

from rankagg.io.line_form_store import compiled
from rankagg.io.media_types import KEPT_SUFFIXES, KEPT_TYPES, media_type

__all__ = ["RUN_WORDS", "registered_format", "suffix_table"]

#: words a run's or a fused list's name takes as its last suffix, from rankagg's methods, the field's evaluations
#: and metrics, and the names a pipeline gives its stages
RUN_WORDS = frozenset("""
    bm25 bm25f dense sparse splade colbert bert monot5 duot5 rm3 prf qe lm ql dfr pl2 tfidf lmdir rerank reranked
    fused fusion rrf comb combsum combmnz combanz combmax combmin combmed borda copeland kemeny mallows markov mc1
    mc2 mc3 mc4 stagg rags cps ulara lambdamart lambdarank svd cp ndcg map mrr bpref err rbp recip trec runs run
    qrels qrel letor ltr lgbm xgb lightgbm xgboost knn ann hnsw faiss msmarco covid robust clef ntcir fire tac
    dl19 dl20 beir lotte mteb trec_eval eval evals topk top100 top1000 baseline agg consensus ensemble hybrid lex
    sem vec emb embed embeddings e5 bge gte minilm mpnet dpr ance tasb contriever sbert crossenc xenc mono duo ce
    avg med sum max min mnz anz wsum norm zmuv minmax dbsf isr posfuse probfuse slidefuse mapfuse segfuse weights
    dbg debug prod prd stg staging seq pos neg bal raw orig nrm cal calib sub subm sys sysA sysB exp1 exp2 final
    best worst base fold cv dev val valid train test tst qid qids docid docids judged unjudged pool pooled cut
    trim dedup uniq rank ranks ranking rankings ranked list lists scores score pred preds tmpl tpl ref refs gold
    silver bronze stage1 stage2 first second third top bottom head tail part partial full lite mini small large
    bak backup copy temp tmp old ans answers
    """.split())
_KEPT_SOURCE_TYPES = KEPT_TYPES | {"application/x-partial-download", "text/x-log"}
_TABLE = Path(__file__).with_name("format_suffixes.txt")
_SUFFIX = compiled(r"[a-z0-9][a-z0-9+_-]*")


def _pronom(xml: str) -> dict[str, str]:
    """``{suffix: format name}`` from a DROID signature file's ``FileFormat`` elements, read as text (the file is
    3.5 MB of byte sequences beside the names)."""
    found: dict[str, str] = {}
    for fmt in re.finditer(r"<FileFormat\b([^>]*)>(.*?)</FileFormat>", xml, re.S):
        name = re.search(r'\bName="([^"]*)"', fmt.group(1))
        for ext in re.findall(r"<Extension>([^<]*)</Extension>", fmt.group(2)):
            if name:
                found.setdefault(ext.strip().lower(), html.unescape(name.group(1)).strip())
    return found


def _mime_info(xml: str) -> dict[str, str]:
    """``{suffix: comment or type}`` from a shared MIME-info database (Tika's ``_comment``, freedesktop's untranslated
    ``comment``), its ``*.suffix`` globs only."""
    found: dict[str, str] = {}
    for entry in re.finditer(r'<mime-type type="([^"]+)"(.*?)</mime-type>', xml, re.S):
        media, body = entry.groups()
        if media in _KEPT_SOURCE_TYPES:
            continue
        comment = re.search(r"<_?comment>([^<]+)</_?comment>", body)
        what = html.unescape(comment.group(1)).strip() if comment else media
        for glob in re.findall(r'<glob pattern="\*\.([^"*?\[\]]+)"', body):
            found.setdefault(glob.lower(), what)
    return found


def _linguist(yml: str) -> dict[str, str]:
    """``{suffix: language}`` from Linguist's ``languages.yml``: a language is a line ``Name:`` at the margin, its
    suffixes the ``- ".x"`` lines under its ``extensions:`` key."""
    found: dict[str, str] = {}
    language, in_extensions = "", False
    for line in yml.splitlines():
        if line and not line[0].isspace() and line.rstrip().endswith(":") and not line.startswith("#"):
            language, in_extensions = line.rstrip()[:-1].strip("\"'"), False
        elif line.startswith("  ") and not line.startswith("  -"):
            in_extensions = line.strip() == "extensions:"
        elif in_extensions and line.strip().startswith('- "'):
            ext = line.strip()[3:].rstrip('"').lstrip(".").lower()
            if "." not in ext:
                found.setdefault(ext, f"{language} files")
    return found


def _galaxy(xml: str) -> dict[str, str]:
    """``{suffix: description}`` from Galaxy's ``datatypes_conf.xml``: a datatype's ``extension`` (its last dotted
    part: ``qname_sorted.bam`` is a ``.bam``) and its ``infer_from`` suffixes, told by its ``description`` or, without
    one or when its first sentence is long, by its name ("the gatk_report datatype")."""
    found: dict[str, str] = {}
    for entry in re.finditer(r"<datatype\s([^>]*?)/?>(.*?)(?=<datatype\s|</registration>)", xml, re.S):
        attributes, body = entry.groups()
        named = dict(re.findall(r'(\w+)="([^"]*)"', attributes))
        if "extension" not in named:
            continue
        told = " ".join(html.unescape(named.get("description", "")).split()).split(". ")[0].rstrip(".")
        what = told if 0 < len(told) <= 60 else f"the {named['extension']} datatype"
        for ext in (named["extension"], *re.findall(r'<infer_from suffix="([^"]+)"', body)):
            found.setdefault(ext.rpartition(".")[2].lower(), what)
    return found


def _edam(owl: str) -> dict[str, str]:
    """``{suffix: label}`` from the EDAM ontology's OWL: the ``file_extension`` of each format class."""
    found: dict[str, str] = {}
    for body in re.findall(r"<owl:Class rdf:about=\"[^\"]+\">(.*?)</owl:Class>", owl, re.S):
        label = re.search(r"<rdfs:label>([^<]+)</rdfs:label>", body)
        for ext in re.findall(r"file_extension[^>]*>([^<]+)<", body):
            if ext.strip() and label:
                found.setdefault(ext.strip().lstrip(".").lower(), html.unescape(label.group(1)).strip())
    return found


def _free(suffix: str, words: frozenset[str]) -> bool:
    """A suffix a run's name takes: see the module's docstring."""
    return (len(suffix) <= 2 or (len(suffix) <= 4 and any(c.isdigit() for c in suffix)) or suffix in words
            or suffix in KEPT_SUFFIXES or not _SUFFIX.fullmatch(suffix) or media_type(f"x.{suffix}") is not None)


def suffix_table(pronom_xml: str, tika_xml: str, freedesktop_xml: str, linguist_yml: str, galaxy_xml: str,
                 edam_owl: str, dictionary: str, run_tags: str, source: str) -> str:
    """The lines of ``format_suffixes.txt``: ``suffix<TAB>what<TAB>registry``, each suffix once (PRONOM's name
    first, then Tika's, freedesktop's, Linguist's, EDAM's and Galaxy's), less the suffixes :func:`_free` keeps
    for runs; ``dictionary``
    is a word list (one per line), ``run_tags`` real run names (one per line, split at ``_ - .``)."""
    words = {w.strip().lower().removesuffix("'s") for w in dictionary.splitlines()}
    for tag in run_tags.split():
        words.update(t.lower() for t in re.split(r"[_.\-]", tag) if t)
    free = frozenset(words | {w.lower() for w in RUN_WORDS})
    table: dict[str, tuple[str, str]] = {}
    for registry, found in (("PRONOM", _pronom(pronom_xml)), ("Apache Tika", _mime_info(tika_xml)),
                            ("freedesktop.org", _mime_info(freedesktop_xml)),
                            ("GitHub Linguist", _linguist(linguist_yml)), ("EDAM", _edam(edam_owl)),
                            ("Galaxy", _galaxy(galaxy_xml))):
        for suffix, what in found.items():
            if suffix not in table and not _free(suffix, free):
                table[suffix] = (" ".join(what.replace("\t", " ").split()), registry)
    return f"# {source}, filtered by rankagg.io.format_suffixes.suffix_table\n" + "".join(
        f"{s}\t{w}\t{r}\n" for s, (w, r) in sorted(table.items()))


@functools.lru_cache(maxsize=1)
def _formats() -> dict[str, tuple[str, str]]:
    rows = (line.split("\t") for line in _TABLE.read_text(encoding="utf-8").splitlines()[1:])
    return {suffix: (what, registry) for suffix, what, registry in rows}


def registered_format(name: str | os.PathLike) -> tuple[str, str] | None:
    """``(suffix, "WHAT (in REGISTRY's registry)")`` when ``name``'s last suffix (case-blind, a final ``.gz``
    aside) is in the table, else None."""
    base = os.path.basename(os.fsdecode(os.fspath(name))).lower().removesuffix(".gz")
    stem, dot, suffix = base.rpartition(".")
    found = _formats().get(suffix) if dot and stem else None
    return None if found is None else (f".{suffix}", f"{found[0]} (in {found[1]}'s registry)")
