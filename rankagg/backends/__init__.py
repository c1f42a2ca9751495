"""Executors: the Dask backend for distributed protocol runs."""
