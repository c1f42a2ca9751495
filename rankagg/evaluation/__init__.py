"""Evaluation: the official LETOR measures, trec_eval-style measures, rank correlations and paired significance tests.

Importing the package registers the built-in measures (:mod:`rankagg.evaluation.catalogue`) before any module
of it is used, so the registry looks them up without importing the catalogue back (no import circle)."""

from rankagg.evaluation import catalogue as _catalogue  # noqa: F401  (registers the built-in measures)
