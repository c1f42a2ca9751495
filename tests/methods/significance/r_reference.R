# R RobustRankAggreg's aggregateRanks on the cases rankagg's tests generate (tests/methods/significance/r_reference.py).
# Usage: Rscript r_reference.R FOLDER.  FOLDER/cases.tsv lists the cases: id, input (glist | rmat), method, N, full,
# exact, topCutoff (comma-separated, or NA).  FOLDER/<id>.tsv holds the input: glist, one column per list padded
# with empty cells; rmat, an item column then one column per list of hexadecimal doubles (NA = unknown).
# Writes FOLDER/<id>.out: Name <tab> Score as a hexadecimal double (sprintf %a: exact), in R's order.
suppressPackageStartupMessages(library(RobustRankAggreg))
args <- commandArgs(trailingOnly = TRUE)
folder <- args[1]
cases <- read.delim(file.path(folder, "cases.tsv"), colClasses = "character", na.strings = "NA")
for (i in seq_len(nrow(cases))) {
  case <- cases[i, ]
  message(case$id)
  input <- read.delim(file.path(folder, paste0(case$id, ".tsv")), colClasses = "character", na.strings = "NA",
                      check.names = FALSE, quote = "")
  N <- if (is.na(case$N)) NA else as.numeric(case$N)
  full <- case$full == "TRUE"
  exact <- case$exact == "TRUE"
  cut <- if (is.na(case$topCutoff)) NA else as.numeric(strsplit(case$topCutoff, ",")[[1]])
  if (case$input == "glist") {
    glist <- lapply(input, function(col) col[col != ""])
    res <- aggregateRanks(glist = glist, N = N, method = case$method, full = full, exact = exact, topCutoff = cut)
  } else {
    rmat <- as.matrix(as.data.frame(lapply(input[-1], as.numeric), check.names = FALSE))
    rownames(rmat) <- input[[1]]
    res <- aggregateRanks(rmat = rmat, method = case$method, exact = exact, topCutoff = cut)
  }
  score <- ifelse(is.na(res$Score), "NA", sprintf("%a", res$Score))
  writeLines(paste(res$Name, score, sep = "\t"), file.path(folder, paste0(case$id, ".out")))
}
