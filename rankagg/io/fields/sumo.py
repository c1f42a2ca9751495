"""A sumo statistics site's editors' and a stable's support staff's files (issue 45's seventy-first bar, u71b_):
sumo-api.com's answers (a day's torikumi, a division's banzuke, two rikishi's bouts), SumoDB's bout results and
banzuke as its query scraper writes them to CSV, and the bout log, the hoshitori, the banzuke and the sansho list
typed as text.  (Workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a rikishi's shikona, or a stable's (heya's) or a birthplace's name
_NAME = r"[A-Z][a-z'-]+"
#: a banzuke rank as SumoDB writes it: division and number, east or west (Y1e, O1w, M3e, J12w, Ms10e, Sd45w)
_RANK = r"(?:Y|O|S|K|M|J|Ms|Sd|Jd|Jk)\d{1,3}[ew](?:HD|TD|YO)?"
#: a winning technique: fusen (a walkover), or the 82 kimarite's endings (oshidashi, yorikiri, uwatenage, ...)
_KIMARITE = (r"(?:fusen|[a-z]{2,}(?:dashi|kiri|nage|otoshi|komi|taoshi|gake|kake|hineri|tsuki|zori|tsuri|ori|"
             r"tobi|sori|kubi|gaeshi|dori|mawashi|hiki|kime))")
#: a bout log's line: day, bout (never a run's Q0 or 0), east, west, kimarite, winner
_BOUT = rf"\d{{1,2}}[ \t]+(?!0\b)\d{{1,2}}[ \t]+{_NAME}[ \t]+{_NAME}[ \t]+{_KIMARITE}[ \t]+{_NAME}[ \t]*"
#: a hoshitori's line: rank, shikona, wins, losses, absences, heya
_HOSHITORI = rf"{_RANK}[ \t]+{_NAME}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+{_NAME}[ \t]*"
#: a typed banzuke's line: rank, shikona (never qrels' iteration field), heya, birthplace
_BANZUKE = rf"{_RANK}[ \t]+{_NAME}[ \t]+{_NAME}[ \t]+{_NAME}[ \t]*"
#: a sansho list's line: basho (year.month), the prize, the rikishi, his record
_SANSHO = (rf"\d{{4}}\.\d{{2}}[ \t]+(?:Yusho|Jun-yusho|Kanto-sho|Gino-sho|Shukun-sho)[ \t]+{_NAME}[ \t]+"
           r"\d{1,2}-\d{1,2}(?:-\d{1,2})?[ \t]*")

SUMO = Field(
    team="a sumo statistics site's editors and a stable's support staff (u71b_)",
    advice="give each source's ranking of a basho's, a division's or a year's rikishi (the Sumo API's records, "
           "SumoDB's results, the banzuke's rank values, the stable's bout log) as a run, the basho a query "
           "(basho:202505/Makuuchi) and each rikishi a document (rikishi:Makuuchi/8850), the score higher for the "
           "better record: 'BASHO Q0 RIKISHI RANK SCORE SOURCE'; the editors' verdicts are the qrels, "
           "'BASHO 0 RIKISHI GRADE'",
    files=(
        FieldFile("the Sumo API's torikumi (sumo-api.com's JSON of a basho's day: date, location, yusho, "
                  "specialPrizes, torikumi, each bout with its east and west shikona, kimarite and winner)",
                  '{"date":"202505","location":"Tokyo, Ryogoku Kokugikan","yusho":[{"type":"Makuuchi",'
                  '"rikishiId":8850,"shikonaEn":"Onosato Daiki"}],"specialPrizes":[],"torikumi":[{"id":'
                  '"202505-15-18-44-22","bashoId":"202505","division":"Makuuchi","day":15,"eastShikona":"Takayasu",'
                  '"westShikona":"Abi","kimarite":"oshidashi","winnerEn":"Takayasu"}]}\n', 1,
                  keys=("torikumi", "yusho", "specialPrizes")),
        FieldFile("the Sumo API's banzuke (sumo-api.com's JSON of a division's ranks: bashoId, division, east and "
                  "west, each rikishi with rankValue, rank, record, wins, losses)",
                  '{"bashoId":"202505","division":"Makuuchi","east":[{"side":"East","rikishiID":19,"shikonaEn":'
                  '"Hoshoryu","rankValue":101,"rank":"Yokozuna 1 East","record":[],"wins":12,"losses":3,'
                  '"absences":0}],"west":[]}\n', 1,
                  keys=("east", "bashoId", "division", "rankValue", "shikonaEn")),
        FieldFile("the Sumo API's head-to-head bouts (sumo-api.com's JSON of two rikishi: matches, each with its "
                  "east and west shikona and the winner, and kimariteLosses, kimariteWins)",
                  '{"matches":[{"bashoId":"202505","division":"Makuuchi","day":15,"eastId":8850,"eastShikona":'
                  '"Onosato","westId":19,"westShikona":"Hoshoryu","kimarite":"yorikiri","winnerId":8850}],'
                  '"kimariteLosses":{"uwatenage":1},"kimariteWins":{"yorikiri":1}}\n', 1,
                  keys=("matches", "kimariteLosses", "eastShikona", "westShikona")),
        FieldFile("SumoDB's bout results as CSV (its query scraper's: basho, day, rank1, shikona1, result1, win1, "
                  "kimarite, win2, rank2, shikona2, result2)",
                  "basho,day,rank1,shikona1,result1,win1,kimarite,win2,rank2,shikona2,result2\n"
                  "2025.05,15,M3e,Takayasu,11-4 (11-4),1,oshidashi,0,M2w,Abi,7-8 (7-8)\n", 1,
                  columns=("shikona1", "shikona2", "kimarite", "win1")),
        FieldFile("SumoDB's banzuke as CSV (its query scraper's: basho, rank, rikishi, height, weight)",
                  "basho,rank,rikishi,height,weight\n2025.05,Y1e,Hoshoryu,188,150\n", 1,
                  columns=("basho", "rikishi", "rank", "height", "weight")),
        FieldFile("a sumo bout log typed as text (day, bout, east, west, kimarite, winner; six fields a line that "
                  "pass for a TREC run's)",
                  "15 19 Takayasu Abi oshidashi Takayasu\n15 20 Kotozakura Kirishima fusen Kotozakura\n", 1,
                  line=rf"\A{_BOUT}\r?\n{_BOUT}$", lookalike=True),
        FieldFile("a basho's hoshitori typed as text (rank, shikona, wins, losses, absences, heya; six fields a line "
                  "that pass for a TREC run's)",
                  "Y1e Hoshoryu 12 3 0 Tatsunami\nO1e Onosato 14 1 0 Nishonoseki\n", 1,
                  line=rf"\A{_HOSHITORI}\r?\n{_HOSHITORI}$", lookalike=True),
        FieldFile("a sumo banzuke typed as text (rank, shikona, heya, birthplace; four fields a line that pass for "
                  "qrels')",
                  "Y1e Hoshoryu Tatsunami Mongolia\nO1e Onosato Nishonoseki Ishikawa\n", 1,
                  line=rf"\A{_BANZUKE}\r?\n{_BANZUKE}$", lookalike=True),
        FieldFile("a sumo sansho list typed as text (basho, prize, rikishi, record; four fields a line that pass for "
                  "qrels')",
                  "2025.05 Yusho Onosato 14-1\n2025.05 Kanto-sho Takayasu 11-4\n", 1,
                  line=rf"\A{_SANSHO}\r?\n{_SANSHO}$", lookalike=True),
    ))
