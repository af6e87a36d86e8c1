"""``mutato decompose``: split answers into claims and align them with gold claims."""
