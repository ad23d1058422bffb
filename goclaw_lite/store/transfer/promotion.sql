-- Progress of a SQLite -> PostgreSQL promotion, kept in the target so a killed run resumes.
-- One row per copied table (step = 'copy', or 'merge' for tables the new schema seeded) and per
-- self-reference fixed up afterwards
-- (step = 'link:<column>'). Written in the same transaction as the batch it describes.
CREATE TABLE IF NOT EXISTS goclaw_promotion (
    table_name   text NOT NULL,
    step         text NOT NULL,
    last_key     jsonb NULL,
    rows_done    bigint NOT NULL DEFAULT 0 CHECK (rows_done >= 0),
    done         boolean NOT NULL DEFAULT false,
    updated_at   timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (table_name, step)
);

-- Indexes and constraints of the copied tables, dropped before their rows go in and built again
-- once every row is there (one sort per index instead of one insertion per row; one join per
-- foreign key instead of one lookup per row). A row is deleted in the transaction that rebuilds
-- what it describes, so a killed run leaves exactly the ones still to build.
CREATE TABLE IF NOT EXISTS goclaw_promotion_deferred (
    name         text NOT NULL PRIMARY KEY,
    table_name   text NOT NULL,
    kind         text NOT NULL CHECK (kind IN ('unique', 'index', 'foreign')),
    definition   text NOT NULL
);
