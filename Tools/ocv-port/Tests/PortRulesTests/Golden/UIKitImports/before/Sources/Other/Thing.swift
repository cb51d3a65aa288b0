struct Thing {}
