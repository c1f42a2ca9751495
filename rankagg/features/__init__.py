"""Per-item feature families shared by the supervised learners: pairwise matrices, SVD, Borda, CP-tensor features."""
