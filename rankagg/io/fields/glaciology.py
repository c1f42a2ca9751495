"""A glacier monitoring service's mass-balance working group's files, its glaciologists' (who reduce the stake,
snow-pit and geodetic measurements) and working group's (which ranks glaciers and survey sites per region,
hydrological year and reporting cycle for the field campaign and the reference-glacier list) (issue 45's
hundred-and-seventeenth bar, u117a_): the WGMS Fluctuations of Glaciers tables (mass_balance.csv,
mass_balance_point.csv, glacier.csv, state.csv; the mass-balance table also read as a frame), the RGI 7.0 regions'
attribute tables and submission_info.csv, GLAMOS point mass-balance files (<glacier>_annual.dat), OGGM's compiled
glacier_statistics.csv and a glacier directory's mb_calib.json (also loaded in Python), and the group's typed grade
sheets, ballots and vote tallies, which name a glacier by its RGI 7.0 or RGI 6.0 id (RGI2000-v7.0-G-11-01706,
RGI60-11.00897), its WGMS or GLIMS id (wgms:389, glims:G008032E46495N) or a stake or pit by its glacier
(stake:aletsch/P3, pit:aletsch/2025-04-23) on every line.  (An RGI region's outlines as dBASE .dbf are the older
reader's, named as such; a GLAMOS file's stake lines had been told HMMER's per-sequence table; outputs named .grid
are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a glacier or survey site as the group types it: its RGI 7.0 id (RGI2000-v7.0-G-11-01706: the product, the
#: region, a number), its RGI 6.0 id (RGI60-11.00897), its WGMS FoG or GLIMS id with the scheme (wgms:389,
#: glims:G008032E46495N), a stake or pit by the glacier's working name (stake:aletsch/P3, pit:aletsch/2025-04-23, or
#: bare on the sheets: aletsch/P3).  No name, date or number has these shapes
_SITE = (r"(?:RGI2000-v7\.0-[GC]-\d\d-\d{5}|RGI[56]0-\d\d\.\d{5}|wgms:\d{1,6}|glims:G\d{6}E\d{5}[NS]"
         r"|(?:stake:|pit:)?[a-z][\w-]*/[\w.-]+)(?![\w.:/-])")
#: a cycle or a hydrological year's campaign on the sheets (FoG-2026/reference): a letter first, never a run's Q0
#: nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the working group's decisions as its chair types them: every tally line holds one of these texts, so that a run's
#: head holding none is not searched
_DECISION = r"(?:[Rr]eference|[Rr]educed|[Ff]ull|[Dd]rop(?:ped)?)(?![\w-])"
#: a glaciologist's grade sheet's line: glaciologist, date, hydrological year (2024-25), glacier or stake, grade (A
#: to D), then the annual balance, its uncertainty and the stakes lost (one to four numbers)
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+\d{{4}}(?:[-/]\d{{2,4}})?[ \t]+{_SITE}[ \t]+[A-Da-d][+-]?"
          r"(?:[ \t]+-?\d*\.?\d+){1,4}[ \t]*\r?")
#: a working-group member's ballot's line: member, cycle (never a run's Q0 nor a qrels' 0), place (never 0), glacier
#: or site, perhaps the proposed status
_BALLOT = rf"{NAME_FIELD}[ \t]+{_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_SITE}(?:[ \t]+{_WORD})?[ \t]*\r?"
#: the working group's vote tally's line: glacier or site, cycle, the reference, reduced-programme and drop votes, the
#: decision
_TALLY = rf"{_SITE}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

GLACIOLOGY = Field(
    team="a glacier monitoring service's mass-balance working group, its glaciologists and working group (u117a_)",
    advice="give each source's ranking of a region's, a hydrological year's or a reporting cycle's glaciers and "
           "survey sites (the mass-balance uncertainty, the data gaps, the geodetic-glaciological agreement, the "
           "glaciologists' grades, the working group's votes) as a run, the region, year or cycle a query "
           "(region:11-01/Alps, hydroyear:2024-25/11-01, cycle:FoG-2026/reference) and each glacier or site a "
           "document (RGI2000-v7.0-G-11-01706, RGI60-11.00897, wgms:389, stake:aletsch/P3), the score higher for "
           "the glacier to keep first: 'REGION Q0 GLACIER RANK SCORE SOURCE'; the working group's decisions are the "
           "qrels, 'REGION 0 GLACIER GRADE' (2 reference list or full campaign, 1 reduced programme of index "
           "stakes, 0 dropped from next season's campaign)",
    files=(
        # the FoG release's tables share country, glacier_name and glacier_id: each is told by the columns only it has
        FieldFile("a WGMS Fluctuations of Glaciers (FoG) mass-balance table (mass_balance.csv: country, "
                  "glacier_name, glacier_id, year, time_system, the begin, midseason and end dates, winter, summer "
                  "and annual balances in m w.e. with their uncertainties, ELA, AAR, area, investigators; a "
                  "glacier's hydrological year a row, as the WGMS publishes it and its readers load it: "
                  "measurements, no ranking)",
                  "country,glacier_name,glacier_id,outline_id,year,time_system,begin_date,begin_date_unc,"
                  "midseason_date,midseason_date_unc,end_date,end_date_unc,winter_balance,winter_balance_unc,"
                  "summer_balance,summer_balance_unc,annual_balance,annual_balance_unc,ela_position,ela,ela_unc,aar,"
                  "area,investigators,agencies,references,remarks\n"
                  "CH,FINDELEN,389,,2025,floating,2024-09-27,,2025-05-14,,2025-09-23,,1.21,0.08,-2.94,0.10,-1.73,"
                  "0.12,,3420,25,11.0,,\"Huss, M. | Bauder, A.\",GLAMOS,,\n", 1,
                  columns=("glacier_id", "time_system", "winter_balance", "annual_balance", "ela_position")),
        FieldFile("a WGMS Fluctuations of Glaciers (FoG) point mass-balance table (mass_balance_point.csv: "
                  "country, glacier_name, glacier_id, year, id, original_id, the dates, latitude, longitude, "
                  "elevation, balance and density with their uncertainties, method, balance_code; a stake or snow "
                  "pit a row, as the WGMS publishes it: measurements, no ranking)",
                  "country,glacier_name,glacier_id,year,id,original_id,time_system,begin_date,begin_date_unc,"
                  "end_date,end_date_unc,latitude,longitude,elevation,balance,balance_unc,density,density_unc,"
                  "method,balance_code,remarks\n"
                  "CH,GROSSER ALETSCH,360,2025,1284417,P3,floating,2024-09-29,,2025-09-26,,46.4463,8.0584,2870,"
                  "-2.41,0.12,900,,stake,annual,\n", 1,
                  columns=("glacier_id", "original_id", "density_unc", "balance_code")),
        FieldFile("a WGMS Fluctuations of Glaciers (FoG) glacier table (glacier.csv: country, short_name, names, "
                  "id, latitude, longitude, gtng_region, the GLIMS, RGI 5.0, 6.0 and 7.0 ids, wgi_id, "
                  "parent_glacier_id; a glacier a row, as the WGMS publishes it: the glaciers' identities, no "
                  "ranking)",
                  "country,short_name,names,id,latitude,longitude,gtng_region,glims_id,rgi50_ids,rgi60_ids,"
                  "rgi70_ids,wgi_id,parent_glacier_id,references,remarks\n"
                  "CH,FINDELEN,FINDELENGLETSCHER,389,45.9926,7.8803,11_central_europe,G007869E46001N,"
                  "RGI50-11.02773,RGI60-11.02773,RGI2000-v7.0-G-11-02596,CH4W01603016,,,\n", 1,
                  columns=("short_name", "gtng_region", "rgi60_ids", "rgi70_ids")),
        FieldFile("a WGMS Fluctuations of Glaciers (FoG) state table (state.csv: country, glacier_name, "
                  "glacier_id, id, date, the highest, lowest and mean elevations, area, length and their "
                  "uncertainties, terminus_type, platform, method; a glacier's survey a row, as the WGMS publishes "
                  "it: measurements, no judgements)",
                  "country,glacier_name,glacier_id,outline_id,id,date,date_unc,highest_elevation,lowest_elevation,"
                  "mean_elevation,elevation_unc,area,area_unc,length,length_unc,terminus_type,platform,method,"
                  "investigators,agencies,references,remarks\n"
                  "CH,GROSSER ALETSCH,360,,80211,2022-09-01,,4100,1575,2945,,77.05,1.54,22.6,0.2,land,aerial,"
                  "photogrammetry,\"Linsbauer, A.\",GLAMOS,,\n", 1,
                  columns=("glacier_id", "highest_elevation", "lowest_elevation", "length_unc")),
        # the same columns as the region's shapefile's .dbf (the RGI user guide: 'strictly the same')
        FieldFile("an RGI 7.0 (Randolph Glacier Inventory) region's attribute table "
                  "(RGI2000-v7.0-G-11_central_europe-attributes.csv: rgi_id, o1region, o2region, glims_id, "
                  "anlys_id, subm_id, src_date, cenlon, cenlat, ..., area_km2, ..., zmed_m, slope_deg, dem_source, "
                  "lmax_m; a glacier outline a row, the attributes of the region's shapefile, which GDAL, geopandas "
                  "and OGGM read: an inventory, no ranking)",
                  "rgi_id,o1region,o2region,glims_id,anlys_id,subm_id,src_date,cenlon,cenlat,utm_zone,area_km2,"
                  "primeclass,conn_lvl,surge_type,term_type,glac_name,is_rgi6,termlon,termlat,zmin_m,zmax_m,zmed_m,"
                  "zmean_m,slope_deg,aspect_deg,aspect_sec,dem_source,lmax_m\n"
                  "RGI2000-v7.0-G-11-01706,11,11-01,G008032E46495N,773245,726,2015-09-05T00:00:00,8.0322,46.4952,"
                  "32,78.162,5,0,0,9,\"Grosser Aletschgletscher\",0,8.0119,46.4105,1575.0,4123.0,3194.0,3108.6,"
                  "10.9,160.2,5,COPDEM30,22904\n", 1,
                  columns=("rgi_id", "o1region", "o2region", "anlys_id", "primeclass")),
        FieldFile("an RGI 7.0 (Randolph Glacier Inventory) region's submission info "
                  "(RGI2000-v7.0-G-11_central_europe-submission_info.csv: subm_id, n_outlines, area_km2, "
                  "anlys_time, release_dt, proc_desc, chief_affl, submitters, analysts, rc_id; a submission of "
                  "outlines a row: who delivered the inventory, no judgements)",
                  "subm_id,n_outlines,area_km2,anlys_time,release_dt,proc_desc,chief_affl,submitters,analysts,"
                  "rc_id\n"
                  "731,12,4.207,2016-08-01T00:00:00,2021-02-15T00:00:00,Manual digitisation on orthophotos,"
                  "University of Innsbruck,\"Fischer, Andrea\",\"Fischer, Andrea\",86\n", 1,
                  columns=("subm_id", "n_outlines", "anlys_time", "proc_desc", "chief_affl")),
        # four '#' header lines (the glacier and its number, the names, the units, the source), then the stakes in
        # fixed Fortran columns: the first line's 'Mass Balance; NAME; No. N' is the format's own
        FieldFile("a GLAMOS point mass-balance file (<glacier>_annual.dat, as the Swiss Glacier Monitoring Network "
                  "publishes it: '# Mass Balance; Grosser Aletsch; No. 5; annual', the '# name; date0; time0; ...' "
                  "and units lines, '# GLAMOS / VAW-ETHZ', then a stake or pit a line in 22 fixed columns, its "
                  "dates, position, mb_we in mm w.e. and quality codes: measurements, no ranking)",
                  "# Mass Balance;  Grosser Aletsch; No. 5; annual\n"
                  "# name; date0; time0; date1; time1; period; date_quality; x_pos ; y_pos ; z_pos ; "
                  "position_quality; mb_raw ; density ;  density_quality ; mb_we ; measurement_quality ; "
                  "measurement_type ; mb_error ; reading_error ; density_error ; error_evaluation_method ; source\n",
                  1, line=r"\A# Mass Balance;[^\n;]*;[ \t]*No\.[ \t]*\d+;[^\n]*\n# name;[ \t]*date0;"),
        # written by pandas with rgi_id as the index: OGGM's own columns follow it
        FieldFile("OGGM's compiled glacier statistics (glacier_statistics.csv, as OGGM's "
                  "compile_glacier_statistics writes it: rgi_id, rgi_region, rgi_subregion, name, cenlon, cenlat, "
                  "rgi_area_km2, rgi_year, glacier_type, terminus_type, is_tidewater, status, the inversion "
                  "volumes, error_task, error_msg, the DEM elevations; a glacier a row: a model's diagnostics, no "
                  "ranking)",
                  "rgi_id,rgi_region,rgi_subregion,name,cenlon,cenlat,rgi_area_km2,rgi_year,glacier_type,"
                  "terminus_type,is_tidewater,status,inv_volume_km3,vas_volume_km3,inv_volume_bsl_km3,"
                  "inv_volume_bwl_km3,error_task,error_msg,dem_mean_elev,dem_med_elev,dem_min_elev,dem_max_elev\n"
                  "RGI2000-v7.0-G-11-01706,11,11-01,Grosser Aletschgletscher,8.0322,46.4952,78.162,2015,Glacier,"
                  "Land-terminating,False,Glacier or ice cap,12.4517,13.5402,0.0,0.0,,,3108.6,3194.0,1575.0,4123.0\n",
                  1, columns=("rgi_id", "rgi_region", "rgi_area_km2", "glacier_type", "is_tidewater")),
        FieldFile("an OGGM glacier directory's calibrated mass-balance parameters (mb_calib.json, as OGGM's "
                  "mb_calibration_from_scalar_mb writes it and GlacierDirectory.read_json reads it: rgi_id, bias, "
                  "melt_f, prcp_fac, temp_bias, reference_mb, reference_mb_err, reference_period, mb_global_params, "
                  "baseline_climate_source; one glacier's model parameters, no query and no ranking)",
                  '{"rgi_id": "RGI2000-v7.0-G-11-01706", "bias": 0, "melt_f": 5.8123, "prcp_fac": 2.4371, '
                  '"temp_bias": 0.6852, "reference_mb": -1105.4, "reference_mb_err": 207.9, '
                  '"reference_period": "2000-01-01_2020-01-01", "mb_global_params": {"temp_default_gradient": '
                  '-0.0065, "temp_all_solid": 0.0, "temp_all_liq": 2.0, "temp_melt": -1.0}, '
                  '"baseline_climate_source": "GSWP3_W5E5"}\n', 1,
                  keys=("rgi_id", "melt_f", "prcp_fac", "temp_bias", "reference_mb")),
        FieldFile("a glaciologist's grade sheet typed as text (glaciologist, date, hydrological year, glacier's RGI "
                  "id or stake, grade A to D, annual balance, its uncertainty, stakes lost)",
                  "mhuber 2025-10-02 2024-25 RGI2000-v7.0-G-11-01706 A -1.54 0.14 0\n"
                  "mhuber 2025-10-02 2024-25 RGI2000-v7.0-G-11-02596 B -1.73 0.12 1\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a glaciology working-group member's ballot typed as text (member, cycle, place, glacier's RGI id "
                  "or site, proposed status)",
                  "andersen FoG-2026/reference 1 RGI2000-v7.0-G-11-01706 reference\n"
                  "andersen FoG-2026/reference 2 RGI2000-v7.0-G-11-02596 reference\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a glaciology working group's vote tally typed as text (glacier's RGI id or site, cycle, "
                  "reference, reduced-programme and drop votes, decision)",
                  "RGI2000-v7.0-G-11-01706 FoG-2026/reference 8 1 0 reference\n"
                  "RGI2000-v7.0-G-11-02596 FoG-2026/reference 6 3 0 reference\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
