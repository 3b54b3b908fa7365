"""A database dropped or emptied by a framework's task or an ORM call, and every record deleted one at a time in a
loop (gate11): ``rails db:reset``, ``php artisan migrate:fresh``, ``python manage.py flush``, ``npx prisma migrate
reset``, ``docker compose down -v``, SQLAlchemy's ``drop_all``, knex's ``knex("users").del()``, Sequelize's
``sync({force: true})``, pandas' ``to_sql(…, if_exists="replace")``, ``for u in User.objects.all(): u.delete()`` —
each ran ungated from a shell or code tool while ``dropdb`` and ``User.objects.all().delete()`` waited. A migration
forward, a filtered delete and a loop over a filtered set are not held."""

import pytest

from agentops.core.gate import held_for

SHELL_HELD = [
    ("npx prisma migrate reset --force", "prisma migrate reset"),
    ("npx prisma db push --force-reset", "prisma db push"),
    ("bin/rails db:reset", "rails db:reset"),
    ("bundle exec rake db:drop", "rake db:drop"),
    ("php artisan migrate:fresh --force", "artisan migrate:fresh"),
    ("php bin/console doctrine:database:drop --force", "doctrine:database:drop"),
    ("python manage.py flush --noinput", "manage.py flush"),
    ("mix ecto.reset", "mix ecto.reset"),
    ("alembic downgrade base", "alembic downgrade base"),
    ("dotnet ef database drop --force", "dotnet ef database drop"),
    ("wp db reset --yes", "wp db reset"),
    ("npx sequelize-cli db:drop", "sequelize-cli db:drop"),
    ("knex migrate:rollback --all", "knex migrate:rollback"),
    ("dbmate drop", "dbmate drop"),
    ("docker compose down -v", "volumes"),
]
SHELL_LOW = [
    "rails db:migrate", "python manage.py migrate", "npx prisma migrate dev", "npx prisma db push", "mix ecto.migrate",
    "flask db upgrade", "knex migrate:latest", "git commit -m 'db:drop task removed'", "echo rails db:drop",
    "docker compose down", "migrate -path db/migrations -database postgres://x up",
]  # fmt: skip

CODE_HELD = [
    ("run_python", "Base.metadata.drop_all(engine)", "drop_all("),
    ("run_python", "db.drop_all()", "drop_all("),
    ("run_js", "await knex('users').del()", "del()"),
    ("run_js", "await db('orders').truncate()", "truncate()"),
    ("run_js", "await User.truncate()", "truncate("),
    ("run_js", "await User.destroy({ where: {}, truncate: true })", "destroy("),
    ("run_js", "await sequelize.sync({ force: true })", "sync("),
    ("run_python", "df.to_sql('orders', con, if_exists='replace', index=False)", "to_sql("),
    ("run_python", "collection.delete(where={})", "delete(where={})"),
    ("run_python", "index.clear_objects()", "clear_objects("),
    ("run_python", "r.delete(*r.keys('*'))", "r.keys('*')"),
    ("run_python", "for u in User.objects.all():\n    u.delete()", "each record of User.objects.all()"),
    ("run_python", "for k in r.scan_iter('*'):\n    r.delete(k)", "each record of r.scan_iter('*')"),
    ("run_python", "for obj in s3.Bucket('prod').objects.all():\n    obj.delete()", "each record"),
    ("run_js", "for (const d of await Doc.find({})) { await d.deleteOne() }", "each record"),
]
CODE_LOW = [
    "await knex('users').where({id}).del()",
    "df.to_sql('staging', con, if_exists='append')",
    "User.objects.filter(id=5).delete()",
    "for u in User.objects.filter(is_active=False):\n    u.delete()",
    "for u in User.objects.all():\n    print(u.email)",
    "for k in self.conn.keys():\n    self.conn.delete(k)",
    "with open('/tmp/x') as f:\n    f.truncate()",
    "await sequelize.sync()",
    "db.create_all()",
]


@pytest.mark.parametrize(("command", "why"), SHELL_HELD)
def test_a_framework_task_that_drops_or_empties_the_database_waits_for_an_approver(command, why):
    held = held_for("run_command", None, {"command": command}, trusted=False)
    assert why in held, held


@pytest.mark.parametrize("command", SHELL_LOW)
def test_a_migration_forward_or_a_task_named_in_text_needs_no_approver(command):
    assert held_for("run_command", None, {"command": command}, trusted=False) == ""


@pytest.mark.parametrize(("tool", "code", "why"), CODE_HELD)
def test_code_that_drops_a_table_or_deletes_every_record_waits_for_an_approver(tool, code, why):
    held = held_for(tool, None, {"code": code}, trusted=False)
    assert why in held, held


@pytest.mark.parametrize("code", CODE_LOW)
def test_a_filtered_delete_an_append_or_a_loop_of_reads_needs_no_approver(code):
    assert held_for("run_python", None, {"code": code}, trusted=False) == ""
