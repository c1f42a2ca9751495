"""The cases of scripts/reliability_matrix.py that live apart from it (issue 45): :mod:`.case` (the Case
dataclass) and one module per bar of unseen inputs."""
