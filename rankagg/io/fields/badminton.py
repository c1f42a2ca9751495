"""A national badminton association's tournament desk's and rankings office's and a club's coaches' files (issue 45's
seventy-first bar, u71a_): the DBV's weekly ranking list saved as CSV, the BWF's ranking table as its site's API
answers it, a tournament's results saved as CSV, and the umpires' desk's score sheets, the entry list and the seeding
list typed as text.  (Tournament Planner's .tp files are Access databases, named by the databases' declaration;
workbooks by the older readers.  A points table typed as four numbers a line is not declared: it is valid qrels to
trec_eval, as real qrels with numeric ids are, and no form tells the two apart.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an event: the BWF's (men's singles MS ... mixed doubles XD) or the DBV's (Herren-Einzel HE ... Mixed MX)
_EVENT = r"(?:MS|WS|MD|WD|XD|HE|DE|HD|DD|MX|GD)"
#: a player, or a pair as 'schaefer/lang'
_PLAYERS = r"[^\W\d_][\w'.-]*(?:/[^\W\d_][\w'.-]*)?"
#: a score sheet's line: event, match (never a run's Q0 or 0), court, two players or pairs, the games to 21
_SCORES = (rf"{_EVENT}[ \t]+(?!0\b)\d{{1,3}}[ \t]+C\d{{1,2}}[ \t]+{_PLAYERS}[ \t]+{_PLAYERS}[ \t]+"
           r"\d{1,2}-\d{1,2}(?:,(?:\d{1,2}-\d{1,2}|ret|wo|w/o))*[ \t]*")
#: an entry list's line: the DBV's player id (district, number), the player (never qrels' iteration field), event, seed
_ENTRY = rf"\d{{2}}-\d{{6}}[ \t]+[^\W\d_][\w'-]*[ \t]+{_EVENT}[ \t]+\d{{1,3}}[ \t]*"
#: a seeding list's line: event, seed (3/4 for a shared one), player, club, ranking points
_SEED = rf"{_EVENT}[ \t]+\d{{1,2}}(?:/\d{{1,2}})?[ \t]+{_PLAYERS}[ \t]+[^\W\d_][\w'-]*[ \t]+\d{{1,6}}[ \t]*"

BADMINTON = Field(
    team="a national badminton association's tournament desk and rankings office and a club's coaches (u71a_)",
    advice="give each source's ranking of an event's, tournament's or season's players (Tournament Planner's results, "
           "the games' points, the draw's places, the ranking points) as a run, the event a query "
           "(event:2025-11-09/dm-senioren/HE) and each player or pair a document (spieler:2025/07-042475), the score "
           "higher for the better player: 'EVENT Q0 PLAYER RANK SCORE SOURCE'; the podium is the qrels, "
           "'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("the DBV's badminton ranking list (CSV: GS, DIS, Ranglistenplatz, FRang, Nachname, Vorname, "
                  "SpielerID, ..., Points, Turniere, Verein)",
                  "GS;DIS;Ranglistenplatz;FRang;Nachname;Vorname;SpielerID;GJahr;Points;Turniere;Verein\r\n"
                  "M;HE;1;1;Sch\u00e4fer;Jonas;07-042475;2003;86210;9;TSV Freystadt\r\n", 1,
                  columns=("Ranglistenplatz", "SpielerID", "Nachname", "Points")),
        FieldFile("the BWF's world ranking table as its site's API answers it (JSON: results, current_page, data, "
                  "each a rank with player1_model, player2_model and p1_country_model)",
                  '{"results":{"current_page":1,"data":[{"rank":41,"player1_id":83544,"player2_id":null,'
                  '"player1_model":{"id":83544,"name_display":"Jonas SCH\\u00c4FER"},"player2_model":null,'
                  '"p1_country_model":{"name":"Germany","code_iso3":"GER"}}],"last_page":60}}\n', 1,
                  keys=("results", "current_page", "data"), marks=('"player1_model"', '"p1_country_model"')),
        FieldFile("a badminton tournament's results table (CSV: Place, Player, Club, Event, Won, Games, Points)",
                  "\ufeffPlace,Player,Club,Event,Won,Games,Points\r\n"
                  "1,Jonas Sch\u00e4fer,TSV Freystadt,HE,5,10,2600\r\n", 1,
                  columns=("Player", "Event", "Won", "Games")),
        FieldFile("a badminton umpires' desk's score sheets typed as text (event, match, court, the two players or "
                  "pairs, the games; six fields a line that pass for a TREC run's)",
                  "HE 12 C3 schaefer weiss 21-17,19-21,21-15\nMX 7 C2 schaefer/lang berg/koch 22-20,21-18\n", 1,
                  line=rf"\A{_SCORES}\r?\n{_SCORES}$", lookalike=True),
        FieldFile("a badminton tournament's entry list typed as text (the DBV's player id, player, event, number; "
                  "four fields a line that pass for qrels')",
                  "07-042475 schaefer HE 1\n01-015532 krueger HE 2\n", 1,
                  line=rf"\A{_ENTRY}\r?\n{_ENTRY}$", lookalike=True),
        FieldFile("a badminton draw's seeding list typed as text (event, seed, player, club, ranking points)",
                  "HE 1 schaefer freystadt 86210\nHE 3/4 weiss refrath 71380\n", 1,
                  line=rf"\A{_SEED}\r?\n{_SEED}$"),
    ))
