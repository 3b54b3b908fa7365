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
# The process types are the Procfile's; docker-compose.yml gives each service its command.
CMD ["sh", "-c", "daphne --bind 0.0.0.0 --port 8000 --verbosity 0 agentops.asgi:application"]
