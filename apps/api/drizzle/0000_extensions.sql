-- Trigram matching (quick search, suggestions, typo tolerance). PGlite loads it as an extension module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
