# One image for every process type of the Procfile (web, worker, beat); docker-compose.yml runs it.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 AGENTOPS_DATA_DIR=/var/lib/agentops
WORKDIR /app
RUN useradd --system --home-dir /app agentops && mkdir -p /var/lib/agentops && chown agentops /var/lib/agentops

COPY . .
RUN pip install --no-cache-dir . \
 && DJANGO_DEBUG=false DJANGO_SECRET_KEY=build-only DJANGO_ALLOWED_HOSTS=localhost python manage.py collectstatic --noinput

USER agentops
EXPOSE 8000
# readiness of the web process (database, and Redis when REDIS_URL is set): docs/deploy.md "Health checks";
# docker-compose.yml turns it off for the services that serve no HTTP
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import urllib.request as u; u.urlopen('http://127.0.0.1:8000/healthz/ready', timeout=4)"]
# The process types are the Procfile's; docker-compose.yml gives each service its command.
CMD ["sh", "-c", "daphne --bind 0.0.0.0 --port 8000 --verbosity 0 agentops.asgi:application"]
