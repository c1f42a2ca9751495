"""A sports-science and wearables team's files (issue 45's thirty-fourth bar, u34j_): Garmin's FIT activities,
Strava's API answers (activities, streams) and bulk export, Polar's HRM files, Zwift's workouts, Apple Health's
export.xml and TrainingPeaks' workouts export.  (A TCX or GPX track is the journey planners' recogniser's to name:
rankagg.io.transit_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a FIT file's 14-byte header (its size, protocol 2.0, profile 21.32, the data's size, '.FIT', a header CRC of 0),
#: then a file_id definition message and its data message (type 4: an activity)
_FIT = (b"\x0e\x20\x54\x08\x17\x00\x00\x00.FIT\x00\x00"
        b"\x40\x00\x00\x00\x00\x03\x00\x01\x00\x01\x02\x84\x04\x04\x86"
        b"\x00\x04\xff\x00\x80\x92\xc9\x3c")

FITNESS = Field(
    team="a sports-science and wearables team's files (u34j_)",
    advice="give each planner's ranking of an athlete's workouts (a fitness-fatigue model's, an HRV readiness "
           "model's, the coaches', a machine-learned planner's) as a run, an athlete and training block a query and "
           "each workout of the library a document (wo:vo2max-5x4), the score higher for the better suited: "
           "'ATHLETE/BLOCK Q0 WORKOUT RANK SCORE PLANNER'; the blocks' test results (an FTP or time-trial gain) are "
           "the qrels, 'ATHLETE/BLOCK 0 WORKOUT GRADE' (2 a gain, 1 maintained, 0 no gain)",
    files=(
        FieldFile("a FIT activity file (Garmin's Flexible and Interoperable Data Transfer: a 12- or 14-byte header "
                  "ending '.FIT', definition and data messages, a CRC; from a bike computer, a watch or Zwift)",
                  _FIT, 0, magic=b".FIT", magic_at=8),
        FieldFile("Strava's activities from its API (JSON: a record per activity with resource_state, athlete, name, "
                  "distance, moving_time, elapsed_time, total_elevation_gain, sport_type, ...)",
                  '[{"resource_state":2,"athlete":{"id":1203987,"resource_state":1},"name":"Tempo 3x20",'
                  '"distance":61204.3,"moving_time":7388,"elapsed_time":7642,"total_elevation_gain":633.0,'
                  '"type":"Ride","sport_type":"Ride","id":9011274406,"start_date":"2023-05-06T07:31:12Z"}]\n', 1,
                  keys=("resource_state", "athlete", "moving_time", "elapsed_time", "total_elevation_gain")),
        FieldFile("Strava's activity streams from its API (JSON: per stream type -- time, distance, heartrate, "
                  "watts, ... -- its data, series_type, original_size and resolution)",
                  '{"distance":{"data":[0.0,5.8,11.9],"series_type":"distance","original_size":3,"resolution":"high"},'
                  '\n"heartrate":{"data":[112,114,117],"series_type":"distance","original_size":3,"resolution":"high"}}'
                  '\n', 1, keys=("distance", "series_type", "original_size", "resolution")),
        FieldFile("Strava's bulk export activities.csv (an activity per row: Activity ID, Activity Date, Activity "
                  "Name, Activity Type, ..., Filename, ...)",
                  "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
                  "Filename\n"
                  '9011274406,"May 6, 2023, 7:31:12 AM",Tempo 3x20,Ride,,7642,61.20,activities/9011274406.fit.gz\n',
                  1, columns=("Activity ID", "Activity Date", "Activity Name", "Activity Type")),
        FieldFile("a Polar HRM file (Polar's heart rate monitor text: [Params] with Version, Monitor, SMode, Date, "
                  "..., [Note], then [HRData]: heart rate and the speed, cadence, altitude and power columns SMode "
                  "says)",
                  "[Params]\nVersion=106\nMonitor=12\nSMode=111110100\nDate=20230506\nStartTime=07:31:12.0\n"
                  "Length=02:07:22.0\nInterval=5\n\n[HRData]\n112\t0\t0\t412\t0\n114\t268\t84\t412\t186\n", 1,
                  line=r"\A\[Params\][ \t]*\nVersion=\d+[ \t]*\n(?:Monitor|SMode)=", lookalike=True,
                  outputs=(".hrm",)),
        FieldFile("a Zwift workout (.zwo: XML workout_file with author, name, sportType, then the workout's "
                  "Warmup, SteadyState, IntervalsT, Cooldown, ... at fractions of FTP)",
                  "<workout_file>\n    <author>Coach</author>\n    <name>Tempo 3x20</name>\n"
                  "    <sportType>bike</sportType>\n    <workout>\n"
                  '        <SteadyState Duration="1200" Power="0.83"/>\n    </workout>\n</workout_file>\n', 1,
                  root="workout_file", outputs=(".zwo",)),
        FieldFile("Apple Health's export.xml (XML: a DOCTYPE HealthData with its DTD, then HealthData with "
                  "ExportDate, Me, and a Record, Workout or ActivitySummary per sample)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n'
                  "<!-- HealthKit Export Version: 13 -->\n<!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>\n"
                  ']>\n<HealthData locale="en_GB">\n <ExportDate value="2023-05-08 09:00:00 +0100"/>\n'
                  ' <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Apple Watch" unit="count/min" '
                  'startDate="2023-05-06 00:00:00 +0100" endDate="2023-05-06 23:59:00 +0100" value="46"/>\n'
                  "</HealthData>\n", 6, root="HealthData"),
        FieldFile("TrainingPeaks' workouts export (a workout per row: Title, WorkoutType, WorkoutDescription, "
                  "PlannedDuration, WorkoutDay, ..., IF, TSS, HRZone1Minutes, ..., Rpe, Feeling)",
                  "Title,WorkoutType,WorkoutDescription,PlannedDuration,WorkoutDay,TimeTotalInHours,PowerAverage,IF,"
                  "TSS,Rpe,Feeling\n"
                  '"Tempo 3x20",Bike,"3 x 20 min at 76-90% FTP",2,2023-05-06,2.06,214,0.78,126.1,6,3\n', 1,
                  columns=("WorkoutType", "WorkoutDay", "PlannedDuration", "TSS")),
    ))
