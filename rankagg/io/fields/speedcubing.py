"""A national speedcubing association's results team's and a competition's delegates' files (issue 45's
fifty-seventh bar, u57a_): the WCA results export's Results and Ranks tables, WCIF competitions, CubeComps' WCA
Competition JSON, WCA Live's round results, the WCA API's persons, csTimer's and Twisty Timer's exports, and result
sheets and standings typed as text.  (The export's SQL dump is the databases' declaration's; TNoodle PDFs and the
export's ZIP are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a WCA ID: the year of a first competition, four letters of the name, a number
_WCA_ID = r"\d{4}[A-Z]{4}\d{2}"
#: a typed result line: event, round, place, WCA ID, average, single
_RESULT = rf"\S+[ \t]+\S+[ \t]+\d+[ \t]+{_WCA_ID}[ \t]+\d+(?:[.:]\d+)*[ \t]+\S+[ \t]*"
#: a typed standings line: place, WCA ID, single, average
_STANDING = rf"\d+[ \t]+{_WCA_ID}[ \t]+\S+[ \t]+\S+[ \t]*"

SPEEDCUBING = Field(
    team="a national speedcubing association's results team and a competition's delegates (u57a_)",
    advice="give each source's ranking of a round's competitors (WCA Live's, CubeComps', the national rankings, the "
           "delegates') as a run, an event's round a query (NationalChampionship2026/333-r1) and each competitor a "
           "document by WCA ID (wca:2015WANG09), the score higher for the faster competitor (the negated average): "
           "'ROUND Q0 COMPETITOR RANK SCORE SOURCE'; the podiums are the qrels, 'ROUND 0 COMPETITOR GRADE'",
    files=(
        FieldFile("the WCA results export's Results table (competitionId, eventId, roundTypeId, pos, best, average, "
                  "personId, value1 to value5)",
                  "competitionId\teventId\troundTypeId\tpos\tbest\taverage\tpersonName\tpersonId\n"
                  "NationalChampionship2026\t333\t1\t1\t598\t671\tWang Lei\t2015WANG09\n", 1,
                  columns=("competitionId", "eventId", "roundTypeId", "pos", "personId")),
        FieldFile("the WCA results export's results table (competition_id, event_id, round_type_id, pos, person_id)",
                  "competition_id\tevent_id\tround_type_id\tpos\tbest\taverage\tperson_name\tperson_id\n"
                  "NationalChampionship2026\t333\t1\t1\t598\t671\tWang Lei\t2015WANG09\n", 1,
                  columns=("competition_id", "event_id", "round_type_id", "pos", "person_id")),
        FieldFile("the WCA results export's ranks (RanksSingle, RanksAverage: personId, eventId, best, worldRank, "
                  "continentRank, countryRank; six fields a line that pass for a TREC run's)",
                  "personId\teventId\tbest\tworldRank\tcontinentRank\tcountryRank\n2015WANG09\t333\t671\t412\t97\t3\n",
                  1, columns=("personId", "eventId", "best", "worldRank", "countryRank"), lookalike=True),
        FieldFile("a WCIF competition (the WCA Competition Interchange Format: formatVersion, id, shortName, persons, "
                  "events, schedule)",
                  '{"formatVersion": "1.0", "id": "NationalChampionship2026", "shortName": "National Championship '
                  '2026", "persons": [], "events": []}\n', 1,
                  keys=("formatVersion", "shortName", "persons")),
        FieldFile("CubeComps' results (the WCA Competition JSON: formatVersion, competitionId, persons, events)",
                  '{"formatVersion": "WCA Competition 0.3", "competitionId": "NationalChampionship2026", "persons": '
                  '[], "events": []}\n', 1,
                  keys=("formatVersion", "competitionId", "persons", "events")),
        FieldFile("WCA Live's round results (its GraphQL answer: data, round, results with ranking, attempts, best, "
                  "average, singleRecordTag)",
                  '{"data": {"round": {"id": "48211", "results": [{"ranking": 1, "attempts": [{"result": 702}], '
                  '"best": 598, "average": 671, "singleRecordTag": "NR"}]}}}\n', 1,
                  keys=("data", "round"), marks=('"attempts"', '"singleRecordTag"')),
        FieldFile("the WCA API's person (person with wca_id, competition_count, personal_records)",
                  '{"person": {"wca_id": "2015WANG09", "name": "Wang Lei"}, "competition_count": 41, '
                  '"personal_records": {}}\n', 1,
                  keys=("person", "personal_records", "competition_count")),
        FieldFile("csTimer's export (session1, session2, ... of solves, then properties with sessionData)",
                  '{"session1": [[[0, 8734], "R U2 F\' D L2", "", 1795503540]], "properties": {"sessionData": ""}}\n',
                  1, keys=("session1", "properties")),
        FieldFile("Twisty Timer's backup (Puzzle, Category, Time(millis), Date(millis), Scramble, Penalty, Comment)",
                  'Puzzle,Category,Time(millis),Date(millis),Scramble,Penalty,Comment\n"333";"Normal";"8734";'
                  '"1795503540000";"R U2";"0";""\n', 1,
                  line=r"\APuzzle,Category,Time\(millis\),Date\(millis\),Scramble,Penalty,Comment"),
        FieldFile("a speedcubing round's results typed as text (event, round, place, WCA ID, average, single; six "
                  "fields a line that pass for a TREC run's)",
                  "333 r1 1 2015WANG09 6.71 5.98\n333 r1 2 2016MEYE02 7.04 6.33\n", 1,
                  line=rf"\A{_RESULT}\r?\n{_RESULT}$", lookalike=True),
        FieldFile("a speedcubing event's standings typed as text (place, WCA ID, single, average; four fields a line "
                  "that pass for qrels')",
                  "1 2015WANG09 5.98 6.71\n2 2016MEYE02 6.33 7.04\n", 1,
                  line=rf"\A{_STANDING}\r?\n{_STANDING}$", lookalike=True),
    ))
