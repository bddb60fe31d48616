# en: review pages (see common.ftl for the conventions).
