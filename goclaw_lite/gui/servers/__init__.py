"""Settings > Model servers: the list of model servers and the one dialog that adds or edits one."""
