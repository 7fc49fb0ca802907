"""The records for administrators and scripts: dicebox stats|history|export|import."""
