-- pg_trgm serves fuzzy title and release-name search (trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
