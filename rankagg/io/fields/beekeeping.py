"""A beekeepers' association's honey show judges' and hive-monitoring group's files (issue 45's eighty-third bar,
u83b_): the BEEP platform's API answers (hives, inspections, checklists, a device's measurements), and the mite
counts, judging sheets, class results and inspection sheets they type.  (BEEP's Excel export and the hives' sound
recordings are named by their bytes already.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a mite count's line: date, apiary (never a run's Q0), hive, method, bees sampled (or a board's hours), mites
_MITES = (r"\d{4}-\d\d-\d\d[ \t]+(?!Q0[ \t])\S+[ \t]+\S+[ \t]+"
          r"(?i:alcohol[-_]?wash|sugar[-_]?roll|sticky[-_]?board|ether[-_]?roll|co2|natural[-_]?drop)[ \t]+"
          r"\d{1,4}h?[ \t]+\d{1,4}[ \t]*")
#: a judging sheet's line: class, entry (never qrels' 0), the judge's initials, points; the class and judge repeat
_JUDGING = r"(\d{1,3})[ \t]+[1-9]\d{0,4}[ \t]+([A-Z]{2,3})[ \t]+\d{1,3}(?:\.\d)?[ \t]*"
_JUDGED = r"\1[ \t]+[1-9]\d{0,4}[ \t]+\2[ \t]+\d{1,3}(?:\.\d)?[ \t]*"
#: a class result's line: class, place, entry, exhibitor, points, award
_RESULT = (r"\d{1,3}[ \t]+[1-9]\d?[ \t]+\d{1,5}[ \t]+\S+[ \t]+\d{1,3}(?:\.\d)?[ \t]+"
           r"(?:First|Second|Third|Fourth|1st|2nd|3rd|4th|VHC|HC|C|Commended|Reserve)[ \t]*")
#: an inspection sheet's line: hive, frames covered by bees (never qrels' 0), frames of brood, temper from 1 to 5
_INSPECTION = r"[A-Z]{1,3}-?\d{1,3}[ \t]+[1-9]\d?[ \t]+\d{1,2}[ \t]+[1-5][ \t]*"

BEEKEEPING = Field(
    team="a beekeepers' association's honey show judges and hive-monitoring group (u83b_)",
    advice="give each source's ranking of a show class's entries or an apiary's colonies (the judges' points, the "
           "hive weights, the mite counts, the inspection scores) as a run, the class or apiary season a query "
           "(show:honeyshow/2024/class/12) and each entry or colony a document (colony:beep/hive/4217), the score "
           "higher for the better one (mites negated): 'CLASS Q0 ENTRY RANK SCORE SOURCE'; the committee's verdicts "
           "are the qrels, 'CLASS 0 ENTRY GRADE'",
    files=(
        FieldFile("BEEP's hives (JSON from its API: hives of id, location_id, hive_type_id, name, inspection_count, "
                  "sensors, layers, queen)",
                  '{"hives":[{"id":4217,"location_id":311,"hive_type_id":43,"name":"Hive 7","inspection_count":14,'
                  '"sensors":[1893],"layers":[]}]}\n', 1,
                  keys=("hives", "hive_type_id", "inspection_count", "layers")),
        FieldFile("BEEP's inspections of a hive (JSON from its API: inspections of notes, impression, attention, "
                  "checklist_id, then items_by_date)",
                  '{"inspections":[{"id":20931,"notes":"Supers on","impression":3,"checklist_id":829,'
                  '"hive_id":4217}],"items_by_date":[{"anc":null,"name":"Bee colony","items":null}]}\n', 1,
                  keys=("inspections", "items_by_date", "checklist_id")),
        FieldFile("BEEP's inspections as a table (its API's records: id, notes, reminder, impression, attention, "
                  "created_at, checklist_id, image_id, owner, thumb_url, hive_id)",
                  "id,notes,reminder,impression,attention,created_at,checklist_id,image_id,owner,thumb_url,hive_id\n"
                  "20931,Supers on,,3,0,2024-06-18 14:05:00,829,,True,,4217\n", 1,
                  columns=("checklist_id", "impression", "attention", "hive_id")),
        FieldFile("BEEP's measurements of a device (JSON from its API: id, interval, timeGroup, resolution, "
                  "measurements of time and the sensors' values, sensorDefinitions)",
                  '{"id":1893,"interval":"week","relative_interval":false,"index":0,"timeGroup":"week",'
                  '"resolution":"1h","measurements":[{"time":"2024-06-10T00:00:00Z","t_i":34.81,"weight_kg":48.72}],'
                  '"sensorDefinitions":[]}\n', 1,
                  keys=("measurements", "timeGroup", "sensorDefinitions", "relative_interval")),
        FieldFile("BEEP's inspection checklists (JSON from its API: checklists of type, name, category_ids, "
                  "required_ids, researches)",
                  '{"checklists":[{"id":829,"type":"beep_v2_copy","name":"Beep v2","category_ids":[149,771],'
                  '"required_ids":[],"owner":true,"researches":[]}],"checklist":null}\n', 1,
                  keys=("checklists", "category_ids", "required_ids")),
        FieldFile("a beekeeper's Varroa mite count typed as text (date, apiary, hive, method, bees sampled, mites; "
                  "six fields a line that pass for a TREC run's)",
                  "2024-08-12 Home H07 alcohol-wash 300 4\n2024-08-12 Home H09 alcohol-wash 300 11\n", 1,
                  line=rf"\A{_MITES}\r?\n{_MITES}$", lookalike=True),
        FieldFile("a honey show's judging sheet typed as text (class, entry, the judge's initials, points; four "
                  "fields a line that pass for qrels')",
                  "12 1207 JW 92\n12 1212 JW 88\n", 1, line=rf"\A{_JUDGING}\r?\n{_JUDGED}$", lookalike=True),
        FieldFile("a honey show's class results typed as text (class, place, entry, exhibitor, points, award; six "
                  "fields a line that pass for a TREC run's)",
                  "12 1 1207 M0341 92 First\n12 2 1212 M0117 88 Second\n", 1,
                  line=rf"\A{_RESULT}\r?\n{_RESULT}$", lookalike=True),
        FieldFile("a hive inspection sheet typed as text (hive, frames of bees, frames of brood, temper from 1 to 5; "
                  "four fields a line that pass for qrels')",
                  "H07 14 8 5\nH09 12 7 4\n", 1, line=rf"\A{_INSPECTION}\r?\n{_INSPECTION}$", lookalike=True),
    ))
