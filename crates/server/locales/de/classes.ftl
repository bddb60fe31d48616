# de: classes pages (see common.ftl for the conventions).
