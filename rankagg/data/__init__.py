"""The core data model: :class:`Rankings` (many queries as ragged arrays), the one tie rule, input validation."""

from rankagg.data.ranks import query_ranks
from rankagg.data.rankings import Rankings, consensus_order, consensus_scores, ranks_from_scores, segment_ids

__all__ = ["Rankings", "consensus_order", "consensus_scores", "query_ranks", "ranks_from_scores", "segment_ids"]
