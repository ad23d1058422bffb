-- Search indexes (schema 34, additive): FTS5 trigram indexes over the folded search columns.
-- Applied after schema.sql on a new database, and on open to a database made before them
-- (store/search_index.py, after a backup, in one transaction). The folded text is written by
-- the app (goclaw_lite/textfold.py): this SQLite has no trigram remove_diacritics.
--
-- Each FTS table's content is a view over a small map table whose INTEGER PRIMARY KEY is the
-- FTS rowid: the text is not stored twice, and a VACUUM (which may renumber the implicit
-- rowids of tables keyed by TEXT) cannot make the index point at the wrong rows. A changed
-- row gets a new map entry, so the newest entries have the highest rowids.

CREATE TABLE kg_search_docs (
    doc        INTEGER PRIMARY KEY,
    entity_id  TEXT NOT NULL UNIQUE
) STRICT;

CREATE VIEW kg_search_content AS
SELECT d.doc AS doc, e.search_fold AS search_fold FROM kg_search_docs d JOIN kg_entities e ON e.id = d.entity_id;

CREATE VIRTUAL TABLE kg_search_fts USING fts5(
    search_fold, content='kg_search_content', content_rowid='doc', tokenize='trigram case_sensitive 1', detail='none', columnsize=0
);

CREATE TRIGGER trg_kg_search_insert AFTER INSERT ON kg_entities WHEN new.search_fold <> '' BEGIN
    INSERT INTO kg_search_docs (entity_id) VALUES (new.id);
    INSERT INTO kg_search_fts (rowid, search_fold) VALUES (last_insert_rowid(), new.search_fold);
END;

CREATE TRIGGER trg_kg_search_delete AFTER DELETE ON kg_entities BEGIN
    INSERT INTO kg_search_fts (kg_search_fts, rowid, search_fold)
        SELECT 'delete', doc, old.search_fold FROM kg_search_docs WHERE entity_id = old.id;
    DELETE FROM kg_search_docs WHERE entity_id = old.id;
END;

CREATE TRIGGER trg_kg_search_update AFTER UPDATE OF search_fold ON kg_entities BEGIN
    INSERT INTO kg_search_fts (kg_search_fts, rowid, search_fold)
        SELECT 'delete', doc, old.search_fold FROM kg_search_docs WHERE entity_id = old.id;
    DELETE FROM kg_search_docs WHERE entity_id = old.id;
    INSERT INTO kg_search_docs (entity_id) SELECT new.id WHERE new.search_fold <> '';
    INSERT INTO kg_search_fts (rowid, search_fold) SELECT last_insert_rowid(), new.search_fold WHERE new.search_fold <> '';
END;

-- Message text people search (user and assistant turns).
CREATE TABLE message_search_docs (
    doc         INTEGER PRIMARY KEY,
    message_id  TEXT NOT NULL UNIQUE
) STRICT;

CREATE VIEW message_search_content AS
SELECT d.doc AS doc, m.content_fold AS content_fold FROM message_search_docs d JOIN agent_messages m ON m.id = d.message_id;

CREATE VIRTUAL TABLE message_search_fts USING fts5(
    content_fold, content='message_search_content', content_rowid='doc', tokenize='trigram case_sensitive 1', detail='none', columnsize=0
);

CREATE TRIGGER trg_message_search_insert AFTER INSERT ON agent_messages
WHEN new.content_fold <> '' AND new.role IN ('user', 'assistant') BEGIN
    INSERT INTO message_search_docs (message_id) VALUES (new.id);
    INSERT INTO message_search_fts (rowid, content_fold) VALUES (last_insert_rowid(), new.content_fold);
END;

CREATE TRIGGER trg_message_search_delete AFTER DELETE ON agent_messages BEGIN
    INSERT INTO message_search_fts (message_search_fts, rowid, content_fold)
        SELECT 'delete', doc, old.content_fold FROM message_search_docs WHERE message_id = old.id;
    DELETE FROM message_search_docs WHERE message_id = old.id;
END;

CREATE TRIGGER trg_message_search_update AFTER UPDATE OF content_fold, role ON agent_messages BEGIN
    INSERT INTO message_search_fts (message_search_fts, rowid, content_fold)
        SELECT 'delete', doc, old.content_fold FROM message_search_docs WHERE message_id = old.id;
    DELETE FROM message_search_docs WHERE message_id = old.id;
    INSERT INTO message_search_docs (message_id) SELECT new.id WHERE new.content_fold <> '' AND new.role IN ('user', 'assistant');
    INSERT INTO message_search_fts (rowid, content_fold)
        SELECT last_insert_rowid(), new.content_fold WHERE new.content_fold <> '' AND new.role IN ('user', 'assistant');
END;
