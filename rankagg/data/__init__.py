"""The core data model: :class:`Rankings` (many queries as ragged arrays), the one tie rule, input validation."""

from rankagg.data.rankings import Rankings, ranks_from_scores
from rankagg.data.ranks import query_ranks, segment_ids
from rankagg.data.tie_rule import consensus_order, consensus_scores

__all__ = ["Rankings", "consensus_order", "consensus_scores", "query_ranks", "ranks_from_scores", "segment_ids"]
