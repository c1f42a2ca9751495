"""Experiments: the five-fold protocol, result files, reports and the demo."""
