"""The Promote to PostgreSQL page: connection fields, Test connection, progress, verify, switch."""
