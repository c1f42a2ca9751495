"""rankagg: rank aggregation that reproduces the literature, fast."""
from rankagg.data.rankings import Rankings
__version__ = "0.1.0"
__all__ = ["Rankings", "__version__"]
