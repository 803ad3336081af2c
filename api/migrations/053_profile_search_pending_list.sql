-- The users list's trigram indexes (migration 018) keep at most 64 kB of new entries in their GIN
-- pending list instead of 4 MB (gin_pending_list_limit, a storage parameter of each index). Every
-- search reads the whole pending list of each index it uses, entry after entry, and only VACUUM
-- (autovacuum) or an insert that fills the list moves it into the index. The embedded database has
-- no autovacuum: after a 5,000-row import at 50,000 profiles the lists held 84 and 66 pages, and an
-- e-mail search took 9.4 ms instead of 2.6 ms once they were moved; the insert that fills a 4 MB
-- list moves all of it in one go (one 200-row step of an import took 1.5 s, the others 0.15-0.4 s).
-- With 64 kB each insert that fills the list moves a few pages, at about the same cost per row
-- (200 rows: 72-109 ms against 89-159 ms, the slowest 77-212 ms against 329-567 ms).
ALTER INDEX profiles_search_text_trgm SET (gin_pending_list_limit = 64);
ALTER INDEX profiles_search_phone_trgm SET (gin_pending_list_limit = 64);
