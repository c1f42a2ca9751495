"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a clinical decision-support team's differential-diagnosis rankings (FHIR, HL7, ICD-10, SNOMED) (its cases, ids ``u25f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each patient case (a query: ``case-0001``, or a medical record number with leading zeros,
``000417``) is sent to five differential-diagnosis sources: Isabel DDx (a 1..10 relevance, many ties), Ada (a
condition likelihood in percent), GPT-4 and Med-PaLM 2 prompted for a ranked differential (the log-probability of
each diagnosis, negative; a verbalised confidence 0..1) and Glass AI (a 1..5 likelihood, ties, only its first five and
silent on some cases).  A candidate diagnosis (an item) is an ICD-10-CM code with its dot (``J18.9``, ``T78.40XA``)
or a SNOMED CT concept id (``233604007``; an extension's 18-digit ``999000011000000103``).  The team fuses with RRF,
Borda and CombSUM / CombMNZ (weights for the sources it trusts), keeps ten per case, and measures top-1 / top-5
accuracy (trec_eval's ``success``, ``P.1``) and MRR against the final diagnosis (qrels ``case 0 code 1``).
The mistakes: the sources' and the hospital's own files given as runs, qrels or a table of lists (a FHIR Bundle,
Condition NDJSON from a bulk export, a ClinicalImpression, FHIR XML, an HL7 v2 ORU or ADT message, a C-CDA
document, OMOP's condition_occurrence and Athena's CONCEPT table, a DICOM SR object, the LOINC table, the CMS
ICD-10-CM code files, a SNOMED RF2 description file), outputs named for the field's formats (``.hl7``, ``.er7``,
``.ccda``, ``.c32``, ``.ccr``, ``.x12``), SNOMED ids read by pandas as floats, and ids whose zeros pandas dropped.

The references are computed here, never with rankagg's code: positions by trec_eval's rule (score descending, then
the id descending), Borda, RRF, min-max CombSUM / CombMNZ (references.RANKED_LISTS, LISTS_BY_QUERY), trec_eval's
P@k and RR (references.TREC_MEASURES), top-k accuracy counted by hand."""

from __future__ import annotations

from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases, stdout_has
from .references import PER_QUERY, RUN_TEXT, SEEDED_UNIFORM, STANDARD_REFERENCE, reference_namespace

TWENTYFIFTH_DIAGNOSIS = "45 Unseen inputs: a twenty-fifth bar, a clinical decision-support team's differential-diagnosis rankings (FHIR, HL7, ICD-10, SNOMED)"

_DATA = SEEDED_UNIFORM + r'''SOURCES = ['isabel', 'ada', 'gpt4', 'medpalm', 'glass']
ICD10 = ['J18.9', 'J20.9', 'J15.9', 'I21.4', 'I26.99', 'K35.80', 'A41.9', 'E11.65', 'N39.0', 'R07.9', 'J44.1',
         'I50.9', 'K85.90', 'G43.909', 'M54.5', 'J45.901', 'I48.91', 'K57.92', 'R55', 'A08.4', 'B34.9', 'J06.9',
         'T78.40XA', 'S72.001A', 'O00.90']
SNOMED = ['233604007', '10509002', '22298006', '59282003', '74400008', '91302008', '44054006', '68566005',
          '29857009', '195967001', '13645005', '84114007', '197456007', '37796009', '279039007', '195662009',
          '49436004', '307496006', '271594007', '25374005', '82272006', '41291007', '1119302008',
          '999000011000000103', '1148727009']
def icd(i):
    return ICD10[i] if i < len(ICD10) else 'Z%02d.%d' % (i // 10, i % 10)
def sct(i):
    return SNOMED[i] if i < len(SNOMED) else str(700000000 + 1009 * i)
def case_id(j):
    return 'case-%04d' % (j + 1)
def mrn(j):
    return '%06d' % (417 + 37 * j)
def scored(source, u, true):
    """each source's own scale, higher is better: Isabel's 1..10 relevance (ties), Ada's likelihood in percent,
    GPT-4's log-probability (negative), Med-PaLM's verbalised confidence, Glass's 1..5 likelihood (ties)"""
    if source == 'isabel':
        return float(min(10, 1 + int(7 * u) + (3 if true else 0)))
    if source == 'ada':
        return round(min(99.0, 40 * u + (45 if true else 0)), 1)
    if source == 'gpt4':
        return round(-7 + 5 * u + (2.5 if true else 0), 3)
    if source == 'medpalm':
        return round(min(1.0, 0.6 * u + (0.35 if true else 0)), 2)
    return float(min(5, 1 + int(4 * u) + (1 if true else 0)))
def differentials(sources=SOURCES, ncase=6, n=15, seed=3, ids=icd, glass_keep=5, glass_none=(1, 4), cases=case_id):
    """{source: {case: {diagnosis: score}}}; Glass keeps its first ``glass_keep`` and gives no list for the cases
    numbered in ``glass_none``"""
    g = lcg(seed)
    out = {s: {} for s in sources}
    for j in range(ncase):
        q = cases(j)
        true = int(n * next(g))
        for s in sources:
            p = {ids(i): scored(s, next(g), i == true) for i in range(n)}
            if s == 'glass':
                if j in glass_none:
                    continue
                p = {d: p[d] for d in desc_order(p)[:glass_keep]}
            out[s][q] = p
    return out
def final_dx(ncase=6, n=15, seed=3, ids=icd, cases=case_id, sources=SOURCES):
    """the final diagnosis of each case: one relevant candidate (the generator's truth)"""
    g = lcg(seed)
    out = {}
    for j in range(ncase):
        true = int(n * next(g))
        for _ in range(len(sources) * n):
            next(g)
        out[cases(j)] = {ids(true): 1}
    return out
''' + PER_QUERY + r'''def every_source(runs):
    """per_query, a source without a list for the case given an empty list (rankagg methods borda: a ranker with
    no list for a query gives each candidate (n + 1) / 2 under unranked='share')"""
    qs = sorted({q for run in runs.values() for q in run})
    return {q: {name: run.get(q, {}) for name, run in runs.items()} for q in qs}
''' + RUN_TEXT + r'''def qrels_text(truth):
    return ''.join('%s 0 %s %d\n' % (q, d, g) for q, j in truth.items() for d, g in j.items())
def topk_accuracy(order_by_q, truth, k):
    """the share of cases whose final diagnosis is among the first k candidates (counted by hand)"""
    return sum(1 for q, t in truth.items() if set(order_by_q.get(q, [])[:k]) & set(t)) / len(truth)
def trec_all(out):
    """trec_eval's 'measure all value' lines of ``out`` as {measure: value}, 'P@1' read as trec_eval's 'p_1'"""
    nums = {}
    for line in out.splitlines():
        f = line.replace('\t', ' ').split()
        if len(f) >= 3 and f[1] == 'all':
            try:
                nums[f[0].lower().replace('@', '_')] = float(f[2])  # rankagg's 'Success@1' is trec_eval's success_1
            except ValueError:
                pass
    return nums
'''

_REF = STANDARD_REFERENCE + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}

_SOURCE_RUNS = [s + ".run" for s in ("isabel", "ada", "gpt4", "medpalm", "glass")]
_OUT = ("ddx.run",)

_RUN_ADA = ("case-0001 Q0 J18.9 1 62.5 ada\ncase-0001 Q0 J20.9 2 21.0 ada\ncase-0001 Q0 I26.99 3 9.4 ada\n"
            "case-0002 Q0 I21.4 1 71.2 ada\ncase-0002 Q0 R07.9 2 15.3 ada\n")
_RUN_GPT = ("case-0001 Q0 J20.9 1 -0.41 gpt4\ncase-0001 Q0 J18.9 2 -1.22 gpt4\ncase-0002 Q0 I21.4 1 -0.08 gpt4\n"
            "case-0002 Q0 I26.99 2 -2.9 gpt4\n")
_TWO_RUNS = {"ada.run": _RUN_ADA, "gpt4.run": _RUN_GPT}

_FHIR_BUNDLE = """{
  "resourceType": "Bundle",
  "id": "ddx-case-0001",
  "type": "searchset",
  "total": 2,
  "entry": [
    {
      "fullUrl": "https://fhir.example.org/r4/Condition/ddx-1",
      "resource": {
        "resourceType": "Condition",
        "id": "ddx-1",
        "verificationStatus": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/condition-ver-status",
                                           "code": "differential"}]},
        "code": {"coding": [{"system": "http://hl7.org/fhir/sid/icd-10-cm", "code": "J18.9",
                             "display": "Pneumonia, unspecified organism"}]},
        "subject": {"reference": "Patient/000417"}
      },
      "search": {"mode": "match", "score": 0.91}
    },
    {
      "fullUrl": "https://fhir.example.org/r4/Condition/ddx-2",
      "resource": {
        "resourceType": "Condition",
        "id": "ddx-2",
        "verificationStatus": {"coding": [{"code": "differential"}]},
        "code": {"coding": [{"system": "http://hl7.org/fhir/sid/icd-10-cm", "code": "J20.9",
                             "display": "Acute bronchitis, unspecified"}]},
        "subject": {"reference": "Patient/000417"}
      },
      "search": {"mode": "match", "score": 0.55}
    }
  ]
}
"""
_FHIR_IMPRESSION = """{"resourceType": "ClinicalImpression", "id": "ci-0001", "status": "completed",
 "subject": {"reference": "Patient/000417"},
 "problem": [{"reference": "Condition/ddx-1"}],
 "finding": [{"itemCodeableConcept": {"coding": [{"system": "http://snomed.info/sct", "code": "233604007",
   "display": "Pneumonia"}]}, "basis": "final diagnosis"}]}
"""
_FHIR_NDJSON = (
    '{"resourceType":"Condition","id":"c1","subject":{"reference":"Patient/000417"},"code":{"coding":[{"system":'
    '"http://snomed.info/sct","code":"233604007","display":"Pneumonia"}]},"verificationStatus":{"coding":[{"code":'
    '"confirmed"}]},"recordedDate":"2026-11-30"}\n'
    '{"resourceType":"Condition","id":"c2","subject":{"reference":"Patient/000454"},"code":{"coding":[{"system":'
    '"http://snomed.info/sct","code":"22298006","display":"Myocardial infarction"}]},"verificationStatus":'
    '{"coding":[{"code":"confirmed"}]},"recordedDate":"2026-11-30"}\n')
_FHIR_XML = """<?xml version="1.0" encoding="UTF-8"?>
<Bundle xmlns="http://hl7.org/fhir">
  <id value="ddx-case-0001"/>
  <type value="collection"/>
  <entry>
    <resource>
      <DiagnosticReport>
        <id value="dr-1"/>
        <status value="final"/>
        <code><coding><system value="http://loinc.org"/><code value="11526-1"/></coding></code>
        <conclusionCode><coding><system value="http://snomed.info/sct"/><code value="233604007"/></coding></conclusionCode>
      </DiagnosticReport>
    </resource>
  </entry>
</Bundle>
"""
_HL7_ORU = ("MSH|^~\\&|ISABEL|GENHOSP|CDS|GENHOSP|20261202101500||ORU^R01^ORU_R01|MSG00001|P|2.5.1\r"
            "PID|1||000417^^^GENHOSP^MR||DOE^JANE||19800101|F\r"
            "OBR|1||DDX0001|ddx^Differential diagnosis^L|||20261202101500\r"
            "OBX|1|CWE|ddx^Differential^L|1|J18.9^Pneumonia, unspecified organism^I10||||||F\r"
            "OBX|2|CWE|ddx^Differential^L|2|J20.9^Acute bronchitis, unspecified^I10||||||F\r")
_HL7_ADT = ("MSH|^~\\&|EPIC|GENHOSP|CDS|GENHOSP|20261202120000||ADT^A08^ADT_A01|MSG00917|P|2.5.1\n"
            "EVN|A08|20261202120000\n"
            "PID|1||000417^^^GENHOSP^MR||DOE^JANE||19800101|F\n"
            "PV1|1|I|4W^401^1\n"
            "DG1|1||J18.9^Pneumonia, unspecified organism^I10||20261202|F\n"
            "DG1|2||E11.65^Type 2 diabetes mellitus with hyperglycemia^I10||20261202|F\n")
_CDA = """<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="CDA.xsl"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:sdtc="urn:hl7-org:sdtc">
  <realmCode code="US"/>
  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/>
  <id root="2.16.840.1.113883.19.5.99999.1" extension="000417"/>
  <code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summary of episode note"/>
</ClinicalDocument>
"""
_OMOP_COLUMNS = ("condition_occurrence_id,person_id,condition_concept_id,condition_start_date,"
                 "condition_start_datetime,condition_end_date,condition_end_datetime,condition_type_concept_id,"
                 "condition_status_concept_id,stop_reason,provider_id,visit_occurrence_id,visit_detail_id,"
                 "condition_source_value,condition_source_concept_id,condition_status_source_value")
_OMOP = (_OMOP_COLUMNS + "\n"
         "1,417,255848,2026-11-30,2026-11-30 10:15:00,,,32817,4230359,,12,9001,,J18.9,45567270,final\n"
         "2,454,4329847,2026-11-30,2026-11-30 11:02:00,,,32817,4230359,,12,9002,,I21.4,45572085,final\n")
_OMOP_TSV = _OMOP.replace(",", "\t")
_ATHENA_CONCEPT = ("concept_id\tconcept_name\tdomain_id\tvocabulary_id\tconcept_class_id\tstandard_concept\t"
                   "concept_code\tvalid_start_date\tvalid_end_date\tinvalid_reason\n"
                   "255848\tPneumonia\tCondition\tSNOMED\tClinical Finding\tS\t233604007\t19700101\t20991231\t\n"
                   "45567270\tPneumonia, unspecified organism\tCondition\tICD10CM\t5-char billing code\t\tJ18.9\t"
                   "20071001\t20991231\t\n")
_DICOM_SR = (b"\x00" * 128 + b"DICM" + b"\x02\x00\x00\x00UL\x04\x00\x9a\x00\x00\x00"
             b"\x02\x00\x01\x00OB\x00\x00\x02\x00\x00\x00\x00\x01"
             b"\x02\x00\x02\x00UI\x1e\x001.2.840.10008.5.1.4.1.1.88.33\x00"
             b"\x02\x00\x10\x00UI\x14\x001.2.840.10008.1.2.1\x00")
_LOINC = ('"LOINC_NUM","COMPONENT","PROPERTY","TIME_ASPCT","SYSTEM","SCALE_TYP","METHOD_TYP","CLASS",'
          '"VersionLastChanged","CHNG_TYPE","DefinitionDescription","STATUS","CONSUMER_NAME","CLASSTYPE",'
          '"FORMULA","EXMPL_ANSWERS","SURVEY_QUEST_TEXT","SURVEY_QUEST_SRC","UNITSREQUIRED","RELATEDNAMES2",'
          '"SHORTNAME","ORDER_OBS","HL7_FIELD_SUBFIELD_ID","EXTERNAL_COPYRIGHT_NOTICE","EXAMPLE_UNITS",'
          '"LONG_COMMON_NAME"\n'
          '"1988-5","C reactive protein","MCnc","Pt","Ser/Plas","Qn","","CHEM","2.73","MIN","","ACTIVE","","1",'
          '"","","","","Y","CRP","CRP SerPl-mCnc","Both","","","mg/L","C reactive protein [Mass/volume] in Serum '
          'or Plasma"\n')
_ICD10CM_ORDER = (
    "00001 A00     0 Cholera                                                      Cholera\n"
    "00002 A000    1 Cholera due to Vibrio cholerae 01, biovar cholerae           Cholera due to Vibrio cholerae "
    "01, biovar cholerae\n"
    "00003 A001    1 Cholera due to Vibrio cholerae 01, biovar eltor              Cholera due to Vibrio cholerae "
    "01, biovar eltor\n")
_ICD10CM_CODES = ("A000    Cholera due to Vibrio cholerae 01, biovar cholerae\n"
                  "A001    Cholera due to Vibrio cholerae 01, biovar eltor\n"
                  "J189    Pneumonia, unspecified organism\n")
_SNOMED_RF2 = ("id\teffectiveTime\tactive\tmoduleId\tconceptId\tlanguageCode\ttypeId\tterm\tcaseSignificanceId\n"
               "621810017\t20020131\t1\t900000000000207008\t233604007\ten\t900000000000013009\tPneumonia\t"
               "900000000000448009\n"
               "1210383011\t20170731\t1\t900000000000207008\t233604007\ten\t900000000000003001\t"
               "Pneumonia (disorder)\t900000000000448009\n")
_SNOMED_PIPES = ("case-0001 Q0 233604007 |Pneumonia (disorder)| 1 0.91 ada\n"
                 "case-0001 Q0 10509002 |Acute bronchitis (disorder)| 2 0.40 ada\n")
_LLM_JSON = ('{"case_id": "case-0001", "model": "gpt-4-0613", "differential": [\n'
             '  {"rank": 1, "icd10": "J18.9", "diagnosis": "Community-acquired pneumonia", "confidence": 0.72},\n'
             '  {"rank": 2, "icd10": "J20.9", "diagnosis": "Acute bronchitis", "confidence": 0.18}]}\n')
_VIGNETTES = ('[{"case_id": "case-0001", "vignette": "A 46-year-old woman with 3 days of fever, productive cough '
              'and right basal crackles...", "final_diagnosis": "J18.9"},\n'
              ' {"case_id": "case-0002", "vignette": "A 61-year-old man with crushing chest pain...", '
              '"final_diagnosis": "I21.4"}]\n')


def _reference_says(code: str, scope: dict) -> bool:
    """Whether the references, run on ``code`` with ``scope`` bound, print 'same'."""
    return prints_same(code, {**reference_namespace(_REF, "u25f_reference"), **scope})


def _runs_setup(data: str = "differentials()", qrels: str | None = None):
    """each source's differentials as a TREC run (its tag the source's name), and the final diagnoses as qrels"""
    code = (f"RUNS = {data}\n"
            "for t, run in RUNS.items():\n"
            "    open(P(t + '.run'), 'w').write(run_text(run, t))\n")
    if qrels:
        code += f"open(P('final.qrels'), 'w').write(qrels_text({qrels}))\n"
    return reference_setup(_REF, code)


def _cli_check(method: str, data: str = "differentials()", weights: str = "", depth: int | None = None,
               output: str = "ddx.run"):
    """a check that recomputes the consensus of the runs ``data`` with the references and compares the written run
    (Borda's lists: every source's, an empty one where a source has none for the case)"""
    lists = "every_source" if method == "borda" else "per_query"
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in {lists}(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder)})


def _check(code: str):
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder), "OUT": out})


def twentyfifth_bar_diagnosis_cases() -> list[Case]:
    G = TWENTYFIFTH_DIAGNOSIS
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    def api(cid: str, what: str, call: str, ref: str, why: str, data: str = "differentials()",
            lists: str = "per_query", weights: str = "None", **kw) -> Case:
        return ok(cid, what, f"import rankagg\nR = {data}\nW = {weights}\nres = {call}\n"
                  f"refs = {{q: {ref} for q, l in {lists}(R).items()}}\n"
                  "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
                  why=why, **kw)

    cases.append(api(
        "u25f_rrf_icd10_five_sources", "rankagg.fuse({source: {case: {ICD-10-CM code: score}}}, method='rrf'): five "
        "differential sources, codes with their dots ('J18.9', 'T78.40XA'), Glass silent on two cases",
        "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "Cormack et al. 2009: sum 1 / (60 + r) over the sources that list the diagnosis (references.RANKED_LISTS)",
        data="differentials(n=25)"))
    cases.append(api(
        "u25f_borda_snomed_glass_partial", "rankagg.fuse(..., method='borda'): SNOMED CT concept ids as text; Glass "
        "returns only its first 5 (none for cases 1 and 4); the diagnoses it left out share its leftover points",
        "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for a list's missing diagnosis",
        data="differentials(seed=5, ids=sct)", lists="every_source"))
    cases.append(api(
        "u25f_combsum_score_scales", "rankagg.fuse(..., method='combsum'): Isabel's 1..10, Ada's percent, GPT-4's "
        "negative log-probabilities, Med-PaLM's 0..1 and Glass's 1..5, min-max normalised per list",
        "rankagg.fuse(R, method='combsum')", "combsum_minmax_ref(l)",
        "rankagg methods combsum: min-max per list, a list of equal scores counts 1 each (docs/conventions.md)",
        data="differentials(seed=7)"))
    cases.append(api(
        "u25f_combmnz_weighted_sources", "rankagg.fuse(..., method='combmnz', weights=...): the team trusts Isabel "
        "and GPT-4 twice as much as Glass", "rankagg.fuse(R, method='combmnz', weights=W)", "combmnz_ref(l, W)",
        "rankagg methods combmnz: weighted min-max CombSUM times the lists holding the diagnosis "
        "(references.LISTS_BY_QUERY)", data="differentials(seed=9)",
        weights="{'isabel': 2.0, 'ada': 1.0, 'gpt4': 2.0, 'medpalm': 1.0, 'glass': 0.5}"))
    cases.append(api(
        "u25f_rrf_weights_llms", "rankagg.fuse(..., method='rrf', weights=...): the two LLMs weighted 1.5, the "
        "symptom checkers 1", "rankagg.fuse(R, method='rrf', weights=W)", "rrf_ref(l, 60.0, W)",
        "Cormack et al. 2009 with a weight per run: sum w / (60 + r)", data="differentials(seed=11)",
        weights="{'isabel': 1.0, 'ada': 1.0, 'gpt4': 1.5, 'medpalm': 1.5, 'glass': 1.0}"))
    cases.append(api(
        "u25f_borda_glass_ties", "rankagg.fuse(..., method='borda'): Glass's 1..5 likelihoods alone, many "
        "diagnoses tied: placed by trec_eval's rule (the code descending)", "rankagg.fuse(R, method='borda')",
        "borda_ref(l)", "docs/conventions.md: equal scores are ordered as trec_eval orders them (the docid descending)",
        data="differentials(sources=['glass'], seed=13, n=20, glass_keep=20, glass_none=())"))
    cases.append(api(
        "u25f_rrf_mrn_leading_zeros", "rankagg.fuse(..., method='rrf'): cases keyed by medical record numbers with "
        "leading zeros ('000417') as text", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "docs/conventions.md: an id is a token of text; '000417' stays '000417'",
        data="differentials(seed=15, cases=mrn)"))
    cases.append(ok(
        "u25f_snomed_int64_frame", "rankagg.fuse(DataFrame with SNOMED CT ids as int64, as pandas reads them): an "
        "18-digit extension id (999000011000000103, beyond 2**53) comes back exactly",
        "import rankagg, pandas as pd\nR = differentials(seed=17, ids=sct, n=25)\n"
        "df = pd.DataFrame([(q, int(d), s, sc) for s, run in R.items() for q, p in run.items() "
        "for d, sc in p.items()], columns=['qid', 'docid', 'run', 'score'])\n"
        "assert str(df['docid'].dtype) == 'int64'\nres = rankagg.fuse(df, method='rrf')\nmsg = ''\n"
        "for q, l in per_query(R).items():\n"
        "    sc = rrf_ref(l)[0]\n"
        "    g = res[res['qid'] == q].sort_values('rank')\n"
        "    got = [(str(d), float(s)) for d, s in zip(g['docid'].tolist(), g['score'])]\n"
        "    if sorted(d for d, _ in got) != sorted(sc) or any(abs(s - sc[d]) > 1e-12 for d, s in got) or "
        "any(a[1] < b[1] for a, b in zip(got, got[1:])):\n"
        "        msg = msg or '%s: %r' % (q, got[:4])\n"
        "report(msg)\n",
        why="docs/conventions.md: an id column holds strings or integers (written as decimals); int64 holds every "
            "SNOMED CT id exactly; RRF by Cormack et al. 2009"))
    cases.append(ok(
        "u25f_fuser_per_case", "rankagg.Fuser('rrf') called case by case on the sources' {code: score}, as the "
        "decision-support service does at the bedside",
        "import rankagg\nR = differentials(seed=19)\nf = rankagg.Fuser('rrf')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists), written=False)\nreport(msg)\n",
        why="README's Fuser; Cormack et al. 2009"))
    cases.append(ok(
        "u25f_evaluate_top1_top5_mrr", "rankagg.evaluate(rrf consensus, final diagnoses, ['P@1', 'Success@5', "
        "'RR']): top-1 and top-5 accuracy and MRR of the final diagnosis, counted by hand",
        "import rankagg\nR = differentials(seed=21, ncase=10)\nres = rankagg.fuse(R, method='rrf')\n"
        "truth = final_dx(seed=21, ncase=10)\ngot = rankagg.evaluate(res, truth, ['P@1', 'Success@5', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'P@1': topk_accuracy(orders, truth, 1), 'Success@5': topk_accuracy(orders, truth, 5), "
        "'RR': sum(rr(orders[q], truth[q]) for q in truth) / len(truth)}\n"
        "report('' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else '%r want %r' % (got, want))\n",
        why="trec_eval: P@1 is top-1 accuracy and success@5 top-5 accuracy with one final diagnosis per case; RR "
            "its reciprocal rank"))
    cases.append(ok(
        "u25f_frame_long_combsum", "rankagg.fuse(long DataFrame case, code, source, score): a frame back, CombSUM",
        "import rankagg, pandas as pd\nR = differentials(seed=23)\n"
        "df = pd.DataFrame([(q, d, t, s) for t, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\nres = rankagg.fuse(df, method='combsum')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combsum (min-max)"))
    cases.append(ok(
        "u25f_volume_20000_cases", "rankagg.fuse: 20,000 cases x 30 diagnoses x 4 sources (2,400,000 scores), "
        "method='rrf', the first 10 per case kept",
        "import rankagg\nR = differentials(sources=['isabel', 'ada', 'gpt4', 'medpalm'], ncase=20000, n=30, seed=25, "
        "ids=lambda i: 'D%02d.%d' % (i // 10, i % 10), cases=lambda j: 'case-%05d' % j)\n"
        "res = rankagg.fuse(R, method='rrf', depth=10)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    sc = rrf_ref(lists)[0]\n    got = res[q]\n    top = sorted(sc.values(), reverse=True)\n"
        "    if len(got) != 10 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or "
        "min(got.values()) < top[9] - 1e-12:\n"
        "        msg = msg or q + ': the first 10 differ'\nreport(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=300))

    # --- the command line: one run per source, the consensus out ---------------------------------------------------
    cases.append(cli_ok(
        "u25f_cli_rrf_source_runs", "rankagg fuse isabel.run ada.run gpt4.run medpalm.run glass.run --method rrf: "
        "one run per source, cases as queries, ICD-10-CM codes as docids",
        ["fuse", *_SOURCE_RUNS, "--method", "rrf", "-o", "ddx.run"], None, _cli_check("rrf", "differentials(seed=27)"),
        setup=_runs_setup("differentials(seed=27)"), why="Cormack et al. 2009; TREC lines by score "
                                                         "(docs/conventions.md)"))
    cases.append(cli_ok(
        "u25f_cli_borda_depth10", "rankagg fuse ... --method borda --depth 10: the ten diagnoses per case shown to "
        "the clinician", ["fuse", *_SOURCE_RUNS, "--method", "borda", "--depth", "10", "-o", "ddx.run"], None,
        _cli_check("borda", "differentials(seed=29, n=20)", depth=10), setup=_runs_setup("differentials(seed=29, n=20)"),
        why="rankagg fuse --help: --depth writes at most 10 per query; rankagg methods borda"))
    cases.append(cli_ok(
        "u25f_cli_weights_json_combmnz", "rankagg fuse ... --method combmnz --weights sources.json: the team's trust "
        "per source", ["fuse", *_SOURCE_RUNS, "--method", "combmnz", "--weights", "sources.json", "-o", "ddx.run"],
        {"sources.json": '{"isabel": 2, "ada": 1, "gpt4": 2, "medpalm": 1.5, "glass": 0.5}'},
        _cli_check("combmnz", "differentials(seed=31)", "{'isabel': 2, 'ada': 1, 'gpt4': 2, 'medpalm': 1.5, "
                   "'glass': 0.5}"), setup=_runs_setup("differentials(seed=31)"),
        why="rankagg fuse --help: --weights FILE, a JSON object of run tags; CombMNZ of weighted min-max scores"))
    cases.append(cli_ok(
        "u25f_cli_snomed_combsum", "rankagg fuse ... --method combsum: SNOMED CT concept ids as docids, an 18-digit "
        "extension id among them", ["fuse", *_SOURCE_RUNS, "--method", "combsum", "-o", "ddx.run"], None,
        _cli_check("combsum", "differentials(seed=33, ids=sct, n=25)"),
        setup=_runs_setup("differentials(seed=33, ids=sct, n=25)"),
        why="trec_eval: a docid is any blank-free token; min-max CombSUM (docs/conventions.md)"))
    cases.append(cli_ok(
        "u25f_cli_input_depth_5", "rankagg fuse ... --input-depth 5 --method rrf: each source's first 5 diagnoses "
        "only", ["fuse", *_SOURCE_RUNS, "--input-depth", "5", "--method", "rrf", "-o", "ddx.run"],
        None, _cli_check("rrf", "{t: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in run.items()} "
                                "for t, run in differentials(seed=35, n=20).items()}"),
        setup=_runs_setup("differentials(seed=35, n=20)"),
        why="rankagg fuse --help: --input-depth keeps each run's first N documents per query before fusing"))
    cases.append(cli_ok(
        "u25f_cli_trust_rank_isabel", "rankagg fuse --trust-rank --method rrf: Isabel's export gives ranks and the "
        "same 1..10 relevance to several diagnoses; its rank column is the order",
        ["fuse", "isabel.run", "ada.run", "--trust-rank", "--method", "rrf", "-o", "ddx.run"],
        {"isabel.run": "case-0007 Q0 A41.9 1 9 isabel\ncase-0007 Q0 N39.0 2 9 isabel\ncase-0007 Q0 J18.9 3 7 isabel\n",
         "ada.run": "case-0007 Q0 J18.9 1 55.0 ada\ncase-0007 Q0 A41.9 2 30.5 ada\n"},
        _check("L = {'isabel': {'A41.9': 1, 'N39.0': 2, 'J18.9': 3}, 'ada': {'J18.9': 1, 'A41.9': 2}}\n"
               "ref = rrf_ranks(L)\n"
               "report(agree_all(read_run(open(FOLDER + '/ddx.run').read()), {'case-0007': ref}))\n"),
        why="docs/conventions.md: --trust-rank orders by the rank column, a repeated score with distinct ranks is "
            "read in rank order; RRF over those places"))
    cases.append(cli_ok(
        "u25f_cli_parquet_out", "rankagg fuse ... --method rrf -o ddx.parquet: the consensus for the team's pandas "
        "notebook", ["fuse", *_SOURCE_RUNS, "--method", "rrf", "-o", "ddx.parquet"], None,
        lambda out, folder: _parquet_agrees(folder, "differentials(seed=37)"),
        setup=_runs_setup("differentials(seed=37)"), why="rankagg fuse --help: .parquet out; RRF"))
    cases.append(cli_ok(
        "u25f_cli_evaluate_success", "rankagg evaluate ddx.run --qrels final.qrels -m success.1,5,10 -m recip_rank: "
        "top-1, top-5 and top-10 accuracy and MRR of the consensus against the final diagnoses",
        ["evaluate", "ddx.run", "--qrels", "final.qrels", "-m", "success.1,5,10", "-m", "recip_rank"], None,
        _check("R = differentials(seed=39, ncase=10)\ntruth = final_dx(seed=39, ncase=10)\n"
               "run = read_run(open(FOLDER + '/ddx.run').read())\n"
               "orders = {q: trec_order(dict(r)) for q, r in run.items()}\n"
               "want = {'success_1': topk_accuracy(orders, truth, 1), 'success_5': topk_accuracy(orders, truth, 5), "
               "'success_10': topk_accuracy(orders, truth, 10), "
               "'recip_rank': sum(rr(orders[q], truth[q]) for q in truth) / len(truth)}\n"
               "nums = trec_all(OUT)\n"
               "nums.setdefault('recip_rank', nums.get('rr', -1))\n"
               "bad = [m for m, v in want.items() if abs(nums.get(m, -1) - v) > 1e-4]\n"
               "report('' if not bad else 'measures %r want %r' % (nums, want))\n"),
        setup=reference_setup(_REF, "R = differentials(seed=39, ncase=10)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "open(P('ddx.run'), 'w').write(''.join('%s Q0 %s %d %r rrf\\n' % (q, d, i, "
                              "refs[q][0][d]) for q in refs for i, d in enumerate(fused_order(refs[q]), 1)))\n"
                              "open(P('final.qrels'), 'w').write(qrels_text(final_dx(seed=39, ncase=10)))\n"),
        why="trec_eval -m success.1,5,10: 1 when a relevant document is in the first k (top-k accuracy with one "
            "final diagnosis per case); recip_rank"))
    cases.append(cli_ok(
        "u25f_cli_evaluate_mrn_text_ids", "rankagg evaluate -m P.1 with cases keyed '000417' in both the run and "
        "the qrels (text on both sides: the zeros kept)",
        ["evaluate", "gpt4.run", "--qrels", "final.qrels", "-m", "P.1"], None,
        _check("R = differentials(seed=41, cases=mrn)\ntruth = final_dx(seed=41, cases=mrn)\n"
               "want = topk_accuracy({q: desc_order(p) for q, p in R['gpt4'].items()}, truth, 1)\n"
               "got = trec_all(OUT).get('p_1', -1)\n"
               "report('' if abs(got - want) < 1e-4 else '%r want %r' % (got, want))\n"),
        setup=_runs_setup("differentials(seed=41, cases=mrn)", "final_dx(seed=41, cases=mrn)"),
        why="trec_eval compares ids as text: '000417' in both files is one query; P@1 is top-1 accuracy"))
    cases.append(cli_ok(
        "u25f_cli_explain_contributions", "rankagg fuse ada.run gpt4.run --method rrf --explain why.jsonl: each "
        "source's rank and contribution 1 / (60 + r) to a diagnosis's RRF score",
        ["fuse", "ada.run", "gpt4.run", "--method", "rrf", "--explain", "why.jsonl", "-o", "ddx.run"],
        _TWO_RUNS, lambda out, folder: _explain_agrees(folder), why="Cormack et al. 2009: a list's contribution is "
                                                                   "1 / (60 + r)"))

    # --- the mistakes: outputs named for the field's own formats -----------------------------------------------
    for cid, name, what in (
            ("u25f_out_hl7", "ddx.hl7", "an HL7 v2 message file (MSH segments, pipe-delimited)"),
            ("u25f_out_er7", "ddx.er7", "an HL7 v2 message in ER7 encoding"),
            ("u25f_out_ccda", "ddx.ccda", "a C-CDA document (HL7 CDA R2 XML)"),
            ("u25f_out_c32", "ddx.c32", "an HITSP C32 continuity-of-care document (CDA XML)"),
            ("u25f_out_ccr", "ddx.ccr", "an ASTM Continuity of Care Record (XML)"),
            ("u25f_out_x12", "ddx.x12", "an ANSI X12 EDI transaction (837 claims carry ICD-10 codes)"),
            ("u25f_out_dcm_sr", "ddx_sr.dcm", "a DICOM object (a structured report)")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ada.run gpt4.run -o {name}: {what}; TREC lines under that name",
            ["fuse", "ada.run", "gpt4.run", "--method", "rrf", "-o", name], _TWO_RUNS, name, outputs=(name,),
            why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is refused (no HL7, CDA, "
                "FHIR, X12 or DICOM reader reads TREC lines)"))

    # --- the sources' and the hospital's own files given as runs, qrels or lists ------------------------------------
    for cid, name, data, what, mention in (
            ("u25f_in_fhir_bundle", "ddx_bundle.json", _FHIR_BUNDLE,
             "a FHIR R4 searchset Bundle of differential Conditions (entry[].resource, search.score)",
             ("ddx_bundle.json:1", "FHIR")),
            ("u25f_in_fhir_ndjson", "Condition.ndjson", _FHIR_NDJSON, "a FHIR bulk export's Condition.ndjson",
             ("Condition.ndjson:1", "FHIR")),
            ("u25f_in_fhir_xml", "ddx_bundle.xml", _FHIR_XML, "a FHIR Bundle in XML (DiagnosticReport.conclusionCode)",
             ("ddx_bundle.xml:", "FHIR")),
            ("u25f_in_hl7_oru", "isabel_ddx.hl7", _HL7_ORU, "an HL7 v2.5.1 ORU^R01 message (segments ending in CR, "
                                                             "OBX per diagnosis)", ("isabel_ddx.hl7:1", "HL7")),
            ("u25f_in_cda", "discharge.xml", _CDA, "a C-CDA discharge summary (ClinicalDocument, urn:hl7-org:v3)",
             ("discharge.xml:", "CDA")),
            ("u25f_in_omop_tsv", "condition_occurrence.tsv", _OMOP_TSV,
             "OMOP CDM's condition_occurrence table exported tab-separated", ("condition_occurrence.tsv:1", "OMOP")),
            ("u25f_in_dicom_sr", "ddx_sr.dcm", _DICOM_SR, "a DICOM Structured Report (128-byte preamble, DICM)",
             ("ddx_sr.dcm", "DICOM")),
            ("u25f_in_loinc_table", "Loinc.csv", _LOINC, "the LOINC table (LOINC_NUM, COMPONENT, ...)",
             ("Loinc.csv:1", "LOINC table")),
            ("u25f_in_snomed_rf2", "sct2_Description_Snapshot-en_INT_20250101.txt", _SNOMED_RF2,
             "a SNOMED CT RF2 description snapshot", ("sct2_Description_Snapshot-en_INT_20250101.txt:1", "SNOMED")),
            ("u25f_in_icd10cm_codes", "icd10cm_codes_2025.txt", _ICD10CM_CODES,
             "CMS's ICD-10-CM code file (code, blanks, description)", ("icd10cm_codes_2025.txt:1", "ICD-10-CM"))):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} ada.run: {what} given as a run",
            ["fuse", name, "ada.run", "-o", "ddx.run"], {name: data, "ada.run": _RUN_ADA}, *mention,
            why="no run reader reads it (trec_eval fails on it too); the refusal names the file and what wrote it, "
                "not a field count"))
    for cid, name, data, what, mention in (
            ("u25f_qrels_fhir_impression", "impression.json", _FHIR_IMPRESSION,
             "a FHIR ClinicalImpression holding the final diagnosis", ("impression.json:1", "FHIR")),
            ("u25f_qrels_hl7_adt_dg1", "adt_a08.hl7", _HL7_ADT, "an HL7 v2 ADT^A08 with the final diagnoses in DG1 "
                                                               "segments", ("adt_a08.hl7:1", "HL7")),
            ("u25f_qrels_omop_csv", "condition_occurrence.csv", _OMOP, "OMOP CDM's condition_occurrence.csv",
             ("condition_occurrence.csv:1", "OMOP")),
            ("u25f_qrels_athena_concept", "CONCEPT.csv", _ATHENA_CONCEPT, "Athena's CONCEPT.csv (tab-separated "
                                                                          "under a .csv name)",
             ("CONCEPT.csv:1", "OMOP")),
            ("u25f_qrels_icd10cm_order", "icd10cm_order_2025.txt", _ICD10CM_ORDER,
             "CMS's ICD-10-CM order file (fixed-width: order number, code, header flag, descriptions)",
             ("icd10cm_order_2025.txt:1", "ICD-10-CM")),
            ("u25f_qrels_vignettes_json", "vignettes.json", _VIGNETTES,
             "the case vignettes with their final diagnoses (a JSON array)", ("vignettes.json:1", "JSON"))):
        cases.append(cli_bad(
            cid, f"rankagg evaluate --qrels {name} ada.run: {what} given as the qrels",
            ["evaluate", "--qrels", name, "ada.run"], {name: data, "ada.run": _RUN_ADA}, *mention, outputs=(),
            why="trec_eval reads qrels as 'qid iter docid rel' lines; this file holds none"))
    cases.append(cli_bad(
        "u25f_lists_omop_alone", "rankagg fuse condition_occurrence.csv -o ddx.tsv: OMOP's table given alone, to the "
        "lists door", ["fuse", "condition_occurrence.csv", "-o", "ddx.tsv"], {"condition_occurrence.csv": _OMOP},
        "condition_occurrence.csv:1", "OMOP", outputs=("ddx.tsv",),
        why="a CDM table of one row per recorded condition is no table of ranked lists: read so, its columns "
            "(dates, concept ids) would be ranked as diagnoses"))
    cases.append(cli_bad(
        "u25f_lists_hl7_alone", "rankagg fuse adt_a08.hl7 -o ddx.run: an HL7 v2 message given alone",
        ["fuse", "adt_a08.hl7", "-o", "ddx.run"], {"adt_a08.hl7": _HL7_ADT}, "adt_a08.hl7:1", "HL7",
        why="an HL7 v2 message is no run; trec_eval fails on its lines"))
    cases.append(cli_bad(
        "u25f_in_snomed_pipes_in_line", "rankagg fuse ada.run: SNOMED CT ids written with their terms in "
        "compositional grammar ('233604007 |Pneumonia (disorder)|') inside the run lines",
        ["fuse", "ada_terms.run", "gpt4.run", "-o", "ddx.run"], {"ada_terms.run": _SNOMED_PIPES, "gpt4.run": _RUN_GPT},
        "ada_terms.run:1", why="docs/conventions.md: fields are separated by blanks; a line of 8 fields is no run "
                               "line (trec_eval fails too)"))
    cases.append(cli_bad(
        "u25f_in_llm_json_output", "rankagg fuse gpt4_ddx.json ada.run: GPT-4's JSON answer (case_id, differential[] "
        "with rank, icd10, confidence) given as a run", ["fuse", "gpt4_ddx.json", "ada.run", "-o", "ddx.run"],
        {"gpt4_ddx.json": _LLM_JSON, "ada.run": _RUN_ADA}, "gpt4_ddx.json:1", "JSON",
        why="a model's JSON answer is no TREC run; the refusal names the JSON and says how to give the runs"))

    # --- the API: the hospital's objects and pandas' readings ------------------------------------------------------
    cases.append(bad(
        "u25f_api_fhir_bundle_as_run", "rankagg.fuse({'fhir': json.load(bundle), 'ada': run}): a parsed FHIR Bundle "
        "given as a source's run", "import json, rankagg\nbundle = json.loads(open('bundle.json').read())\n"
        "ada = {'case-0001': {'J18.9': 62.5, 'J20.9': 21.0}}\nrankagg.fuse({'fhir': bundle, 'ada': ada}, "
        "method='rrf')\n", "fhir", "FHIR", files={"bundle.json": _FHIR_BUNDLE},
        why="a run is {query: {document: score}}; a FHIR resource's resourceType and entry are no queries"))
    cases.append(bad(
        "u25f_api_fhir_impression_as_qrels", "rankagg.evaluate(run, json.load(impression)): a ClinicalImpression "
        "given as the judgements", "import json, rankagg\nimp = json.loads(open('impression.json').read())\n"
        "run = {'case-0001': {'J18.9': 0.9, 'J20.9': 0.5}}\nrankagg.evaluate(run, imp, ['P@1'])\n", "FHIR",
        files={"impression.json": _FHIR_IMPRESSION},
        why="qrels are {query: {document: grade}}; a FHIR resource is none"))
    cases.append(bad(
        "u25f_api_mrn_zeros_lost", "rankagg.evaluate(run read by pandas' read_csv (qid 417), qrels with '000417'): "
        "the record numbers' zeros lost on one side",
        "import io, rankagg, pandas as pd\n"
        "run = pd.read_csv(io.StringIO('qid,docid,score\\n000417,J18.9,0.9\\n000417,J20.9,0.4\\n'))\n"
        "qrels = {'000417': {'J18.9': 1}}\nprint(rankagg.evaluate(run, qrels, ['P@1']))\n", "000417", "417",
        why="docs/conventions.md: an id given as a number on one side and as text with leading zeros on the other "
            "is refused naming both forms (rankagg.evaluation.id_forms)"))
    cases.append(bad(
        "u25f_api_snomed_float_ids", "rankagg.fuse(frame whose SNOMED ids pandas read as float64, a blank cell "
        "among them): 233604007.0", "import io, rankagg, pandas as pd\n"
        "df = pd.read_csv(io.StringIO('qid,docid,run,score\\ncase-0001,233604007,ada,0.9\\ncase-0001,,ada,0.5\\n'"
        "'case-0001,10509002,gpt4,0.8\\n'))\nprint(rankagg.fuse(df.dropna(), method='rrf'))\n", "docid", "float",
        why="docs/reliability.md: a float id column is refused rather than guessed (1.0 is '1' to Arrow, '1.0' to "
            "Python)"))

    # --- wrong options --------------------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u25f_evaluate_top5_accuracy_name", "rankagg evaluate -m top5_accuracy: the team's own name for success@5",
        ["evaluate", "--qrels", "final.qrels", "ada.run", "-m", "top5_accuracy"],
        {"final.qrels": "case-0001 0 J18.9 1\ncase-0002 0 I21.4 1\n", "ada.run": _RUN_ADA}, "top5_accuracy",
        outputs=(), why="docs/names.md: an unknown measure name gets an error with a 'did you mean'"))
    cases.append(cli_bad(
        "u25f_weights_model_name", "rankagg fuse ada.run gpt4.run --weights gpt-4=2: the model's name, not its run "
        "tag (gpt4)", ["fuse", "ada.run", "gpt4.run", "--method", "rrf", "--weights", "gpt-4=2", "-o", "ddx.run"],
        _TWO_RUNS, "gpt-4", why="docs/reliability.md: a weight naming no run is refused naming it "
                                "(rankagg.io.run_weights)"))
    return cases


def _parquet_agrees(folder: Path, data: str) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "ddx.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = (f"R = {data}\nrefs = {{q: rrf_ref(l) for q, l in per_query(R).items()}}\nrows = {{}}\n"
            "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _reference_says(code, {"ROWS": rows})


def _explain_agrees(folder: Path) -> bool:
    """Each explained diagnosis's contributions are 1 / (60 + r) at its place in each source's list (by hand)."""
    import json

    places = {"ada": {("case-0001", "J18.9"): 1, ("case-0001", "J20.9"): 2, ("case-0001", "I26.99"): 3,
                      ("case-0002", "I21.4"): 1, ("case-0002", "R07.9"): 2},
              "gpt4": {("case-0001", "J20.9"): 1, ("case-0001", "J18.9"): 2, ("case-0002", "I21.4"): 1,
                       ("case-0002", "I26.99"): 2}}
    seen = set()
    for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        key = (str(rec["qid"]), rec["docid"])
        got = {t: float(v["contribution"]) for t, v in rec["lists"].items() if v.get("contribution") is not None}
        want = {t: 1.0 / (60 + p[key]) for t, p in places.items() if key in p}
        if set(got) != set(want) or any(abs(got[t] - want[t]) > 1e-12 for t in want):
            return False
        seen.add(key)
    return seen == set(places["ada"]) | set(places["gpt4"])
