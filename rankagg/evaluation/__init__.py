"""Evaluation: the official LETOR measures, trec_eval-style measures, rank correlations and paired significance tests."""
