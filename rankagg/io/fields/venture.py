"""A venture capital firm's deal team's and investment committee's files (issue 45's eighty-seventh bar, u87a_):
Crunchbase's organizations export and its API v4 answers, HubSpot's companies export, and the partners' scoring
sheets, the analysts' pipeline lists and the committee's vote tallies as typed.  (Pitch decks, as PDF or PowerPoint,
are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a mark out of ten
_MARK = r"(?:10|\d)"
#: a scoring sheet's line: deal code (LDG-0417), partner's initials, team, market and product marks, the overall
_SCORES = (rf"[A-Z]{{2,5}}-\d{{2,6}}[ \t]+(?!Q0[ \t])[A-Za-z]{{1,4}}[ \t]+{_MARK}[ \t]+{_MARK}[ \t]+{_MARK}[ \t]+"
           rf"{_MARK}(?:\.\d{{1,2}})?[ \t]*")
#: a pipeline list's line: the deal's stage, the company, its sector, the owner's initials
_PIPELINE = (r"(?i:sourced|screening|first-call|first-meeting|intro|second-meeting|partner-meeting|diligence|"
             r"due-diligence|term-sheet|ic|closing|closed|passed|lost|won)[ \t]+\S+[ \t]+[A-Za-z][\w&-]*[ \t]+"
             r"[A-Za-z]{1,4}[ \t]*")
#: a vote tally's line: the meeting, the company, votes for, against and abstaining, the decision
_VOTES = (rf"\S+[ \t]+{NAME_FIELD}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+"
          r"(?i:invest|invested|pass|passed|defer|deferred|decline|declined|approve|approved|reject|rejected|hold)"
          r"[ \t]*")

VENTURE = Field(
    team="a venture capital firm's deal team and investment committee (u87a_)",
    advice="give each source's ranking of a sector's, quarter's or fund's startups (the partners' scores, the "
           "traction metrics, the market data, the committee's votes) as a run, the slice a query "
           "(sector:fintech/2026-q1) and each startup a document (company:fintech/ledgerly), the score higher for "
           "the stronger startup: 'SLICE Q0 COMPANY RANK SCORE SOURCE'; the committee's decisions are the qrels, "
           "'SLICE 0 COMPANY GRADE'",
    files=(
        FieldFile("Crunchbase's organizations export (CSV: Organization Name, Organization Name URL, the view's "
                  "columns such as Industries, CB Rank (Company), Total Funding Amount)",
                  "Organization Name,Organization Name URL,Industries,CB Rank (Company),Total Funding Amount\n"
                  "Ledgerly,https://www.crunchbase.com/organization/ledgerly,\"Accounting, FinTech\",\"14,382\","
                  "4200000\n", 1, columns=("Organization Name", "Organization Name URL")),
        FieldFile("Crunchbase's API v4 search answer (JSON: count, entities with their uuid and properties: "
                  "identifier, short_description, funding_total)",
                  '{"count":1,"entities":[{"uuid":"4b7e2a90-6d1c-4f35-9a08-2e5c7d1b3f64","properties":{"identifier":'
                  '{"permalink":"ledgerly","entity_def_id":"organization","value":"Ledgerly"}}}]}\n', 1,
                  keys=("entities", "count", "uuid", "properties")),
        FieldFile("Crunchbase's API v4 entity answer (JSON: properties with identifier, short_description, "
                  "founded_on, funding_total)",
                  '{"properties":{"identifier":{"permalink":"clinisync","entity_def_id":"organization","value":'
                  '"CliniSync"},"short_description":"CliniSync schedules clinical trial visits."}}\n', 1,
                  keys=("properties", "identifier", "short_description")),
        FieldFile("HubSpot's companies export (CSV: Record ID, Company name, the view's properties such as Company "
                  "Domain Name, Company owner, Create Date)",
                  "Record ID,Company name,Company Domain Name,Company owner,Create Date\r\n18240917352,Ledgerly,"
                  "ledgerly.io,Maya Osei,2025-10-06 14:22\r\n", 1, columns=("Record ID", "Company name")),
        FieldFile("a venture partners' scoring sheet typed as text (deal code, partner, team, market, product, "
                  "overall; six fields a line that pass for a TREC run's)",
                  "LDG-0417 mo 8 7 9 8.0\nGRM-0388 ja 9 8 7 8.0\n", 1,
                  line=rf"\A{_SCORES}\r?\n{_SCORES}$", lookalike=True),
        FieldFile("a venture deal pipeline list typed as text (stage, company, sector, owner; four fields a line "
                  "that pass for qrels')",
                  "term-sheet ledgerly fintech mo\nsecond-meeting gridmint climate ja\n", 1,
                  line=rf"\A{_PIPELINE}\r?\n{_PIPELINE}$", lookalike=True),
        FieldFile("an investment committee's vote tally typed as text (meeting, company, for, against, abstain, "
                  "decision; six fields a line that pass for a TREC run's)",
                  "IC-2026-03 ledgerly 5 1 0 invest\nIC-2026-03 clinisync 2 3 1 pass\n", 1,
                  line=rf"\A{_VOTES}\r?\n{_VOTES}$", lookalike=True),
    ))
