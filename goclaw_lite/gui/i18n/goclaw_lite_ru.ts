<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>ActivityPageWidget</name>
    <message>
        <source>Everything GoClaw Lite and its agents did, newest first. Rows never hold secret values.</source>
        <translation>Всё, что сделали GoClaw Lite и его агенты, от новых к старым. Секретные значения в записи не попадают.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Любая</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Details of the selected action</source>
        <translation>Подробности выбранного действия</translation>
    </message>
    <message>
        <source>Select a row to see everything recorded about it.</source>
        <translation>Выберите строку, чтобы увидеть всё, что о ней записано.</translation>
    </message>
    <message>
        <source>The selected action as stored (JSON)</source>
        <translation>Выбранное действие в том виде, как оно хранится (JSON)</translation>
    </message>
    <message>
        <source>Show &amp;JSON</source>
        <translation>Показать &amp;JSON</translation>
    </message>
    <message>
        <source>Show the stored JSON</source>
        <translation>Показать сохранённый JSON</translation>
    </message>
    <message>
        <source>Switch between the details in words and the row exactly as stored</source>
        <translation>Переключение между описанием словами и записью в точности как она хранится</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>Показать &amp;подробности</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Все действия</translation>
    </message>
    <message>
        <source>Filter by actions</source>
        <translation>Фильтр по действиям</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Кто угодно</translation>
    </message>
    <message>
        <source>Filter by who did it</source>
        <translation>Фильтр по исполнителю</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>Filter by kind of thing</source>
        <translation>Фильтр по виду объекта</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>С даты</translation>
    </message>
    <message>
        <source>To date (inclusive)</source>
        <translation>По дату (включительно)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Сбросить фильтры</translation>
    </message>
    <message>
        <source>Show every action again</source>
        <translation>Снова показать все действия</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh activity</source>
        <translation>Обновить журнал</translation>
    </message>
    <message>
        <source>Load the activity again (F5)</source>
        <translation>Загрузить журнал заново (F5)</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Показанные строки</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Предыдущая страница</translation>
    </message>
    <message>
        <source>The previous {page_size} rows (newer)</source>
        <translation>Предыдущие {page_size} строк (новее)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Следующая страница</translation>
    </message>
    <message>
        <source>The next {page_size} rows (older)</source>
        <translation>Следующие {page_size} строк (старше)</translation>
    </message>
    <message>
        <source>Loading the activity</source>
        <translation>Загрузка журнала</translation>
    </message>
    <message>
        <source>Could not load the activity; see the status bar.</source>
        <translation>Не удалось загрузить журнал; см. строку состояния.</translation>
    </message>
    <message>
        <source>Nothing more was recorded.</source>
        <translation>Больше ничего не записано.</translation>
    </message>
    <message>
        <source>No activity matches.</source>
        <translation>Подходящих записей нет.</translation>
    </message>
    <message>
        <source>Nothing past row {row} of {total}.</source>
        <translation>После строки {row} из {total} ничего нет.</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>{first}–{last} из {total}</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Вчера</translation>
    </message>
</context>
<context>
    <name>ActivityWords</name>
    <message>
        <source>Created an agent</source>
        <translation>Создан агент</translation>
    </message>
    <message>
        <source>Deleted an agent</source>
        <translation>Удалён агент</translation>
    </message>
    <message>
        <source>Made an agent the default</source>
        <translation>Назначен агент по умолчанию</translation>
    </message>
    <message>
        <source>Called a tool</source>
        <translation>Вызван инструмент</translation>
    </message>
    <message>
        <source>Changed an agent</source>
        <translation>Изменён агент</translation>
    </message>
    <message>
        <source>Removed an agent file</source>
        <translation>Удалён файл агента</translation>
    </message>
    <message>
        <source>Changed an agent file</source>
        <translation>Изменён файл агента</translation>
    </message>
    <message>
        <source>Linked two agents</source>
        <translation>Связаны два агента</translation>
    </message>
    <message>
        <source>Unlinked two agents</source>
        <translation>Разорвана связь двух агентов</translation>
    </message>
    <message>
        <source>Changed a built-in tool</source>
        <translation>Изменён встроенный инструмент</translation>
    </message>
    <message>
        <source>Cleared out closed chats</source>
        <translation>Удалены закрытые чаты</translation>
    </message>
    <message>
        <source>Closed a chat</source>
        <translation>Закрыт чат</translation>
    </message>
    <message>
        <source>Started a chat</source>
        <translation>Начат чат</translation>
    </message>
    <message>
        <source>Deleted a chat</source>
        <translation>Удалён чат</translation>
    </message>
    <message>
        <source>Renamed a chat</source>
        <translation>Переименован чат</translation>
    </message>
    <message>
        <source>Applied a suggestion</source>
        <translation>Применено предложение</translation>
    </message>
    <message>
        <source>Approved a suggestion</source>
        <translation>Одобрено предложение</translation>
    </message>
    <message>
        <source>Rejected a suggestion</source>
        <translation>Отклонено предложение</translation>
    </message>
    <message>
        <source>Added a hook</source>
        <translation>Добавлен хук</translation>
    </message>
    <message>
        <source>Deleted a hook</source>
        <translation>Удалён хук</translation>
    </message>
    <message>
        <source>Ran a hook</source>
        <translation>Запущен хук</translation>
    </message>
    <message>
        <source>Changed a hook</source>
        <translation>Изменён хук</translation>
    </message>
    <message>
        <source>Created a scheduled job</source>
        <translation>Создано задание по расписанию</translation>
    </message>
    <message>
        <source>Deleted a scheduled job</source>
        <translation>Удалено задание по расписанию</translation>
    </message>
    <message>
        <source>Switched a scheduled job off</source>
        <translation>Выключено задание по расписанию</translation>
    </message>
    <message>
        <source>Switched a scheduled job on</source>
        <translation>Включено задание по расписанию</translation>
    </message>
    <message>
        <source>Ran a scheduled job</source>
        <translation>Выполнено задание по расписанию</translation>
    </message>
    <message>
        <source>Changed a scheduled job</source>
        <translation>Изменено задание по расписанию</translation>
    </message>
    <message>
        <source>Backed up the encryption key</source>
        <translation>Создана резервная копия ключа шифрования</translation>
    </message>
    <message>
        <source>Created the encryption key</source>
        <translation>Создан ключ шифрования</translation>
    </message>
    <message>
        <source>Changed the encryption key</source>
        <translation>Сменён ключ шифрования</translation>
    </message>
    <message>
        <source>Dismissed a possible duplicate</source>
        <translation>Отклонён возможный дубликат</translation>
    </message>
    <message>
        <source>Deleted an entity</source>
        <translation>Удалена сущность</translation>
    </message>
    <message>
        <source>Edited an entity</source>
        <translation>Изменена сущность</translation>
    </message>
    <message>
        <source>Undid an entity edit</source>
        <translation>Отменено изменение сущности</translation>
    </message>
    <message>
        <source>Restored an entity</source>
        <translation>Восстановлена сущность</translation>
    </message>
    <message>
        <source>Added to the knowledge graph</source>
        <translation>Дополнен граф знаний</translation>
    </message>
    <message>
        <source>Merged two entities</source>
        <translation>Объединены две сущности</translation>
    </message>
    <message>
        <source>Undid a merge</source>
        <translation>Отменено объединение</translation>
    </message>
    <message>
        <source>Pruned the knowledge graph</source>
        <translation>Очищен граф знаний</translation>
    </message>
    <message>
        <source>Let an agent use an MCP server</source>
        <translation>Агенту разрешён MCP-сервер</translation>
    </message>
    <message>
        <source>Stopped an agent using an MCP server</source>
        <translation>Агенту запрещён MCP-сервер</translation>
    </message>
    <message>
        <source>Added an MCP server</source>
        <translation>Добавлен MCP-сервер</translation>
    </message>
    <message>
        <source>Changed an MCP server</source>
        <translation>Изменён MCP-сервер</translation>
    </message>
    <message>
        <source>Removed an MCP server</source>
        <translation>Удалён MCP-сервер</translation>
    </message>
    <message>
        <source>Called an MCP tool</source>
        <translation>Вызван инструмент MCP</translation>
    </message>
    <message>
        <source>Remembered a chat</source>
        <translation>Чат сохранён в памяти</translation>
    </message>
    <message>
        <source>Copied the data to PostgreSQL</source>
        <translation>Данные скопированы в PostgreSQL</translation>
    </message>
    <message>
        <source>Added a model server</source>
        <translation>Добавлен сервер моделей</translation>
    </message>
    <message>
        <source>Removed a model server</source>
        <translation>Удалён сервер моделей</translation>
    </message>
    <message>
        <source>Changed a model server</source>
        <translation>Изменён сервер моделей</translation>
    </message>
    <message>
        <source>Registered a tool</source>
        <translation>Зарегистрирован инструмент</translation>
    </message>
    <message>
        <source>Removed a tool</source>
        <translation>Удалён инструмент</translation>
    </message>
    <message>
        <source>Was refused a tool run</source>
        <translation>Запуск инструмента запрещён</translation>
    </message>
    <message>
        <source>Let an agent use a tool</source>
        <translation>Агенту разрешён инструмент</translation>
    </message>
    <message>
        <source>Revealed a tool&apos;s credential</source>
        <translation>Показаны учётные данные инструмента</translation>
    </message>
    <message>
        <source>Stopped an agent using a tool</source>
        <translation>Агенту запрещён инструмент</translation>
    </message>
    <message>
        <source>Ran a tool</source>
        <translation>Запущен инструмент</translation>
    </message>
    <message>
        <source>Changed a tool</source>
        <translation>Изменён инструмент</translation>
    </message>
    <message>
        <source>Changed the web search settings</source>
        <translation>Изменены настройки веб-поиска</translation>
    </message>
    <message>
        <source>Deleted a skill</source>
        <translation>Удалён навык</translation>
    </message>
    <message>
        <source>Switched a skill off</source>
        <translation>Выключен навык</translation>
    </message>
    <message>
        <source>Switched a skill on</source>
        <translation>Включён навык</translation>
    </message>
    <message>
        <source>Let an agent use a skill</source>
        <translation>Агенту разрешён навык</translation>
    </message>
    <message>
        <source>Installed a skill</source>
        <translation>Установлен навык</translation>
    </message>
    <message>
        <source>Deleted a skill and its files</source>
        <translation>Удалён навык и его файлы</translation>
    </message>
    <message>
        <source>Undid a skill&apos;s deletion</source>
        <translation>Отменено удаление навыка</translation>
    </message>
    <message>
        <source>Stopped an agent using a skill</source>
        <translation>Агенту запрещён навык</translation>
    </message>
    <message>
        <source>Installed a new version of a skill</source>
        <translation>Установлена новая версия навыка</translation>
    </message>
    <message>
        <source>Imported notes into the vault</source>
        <translation>Заметки импортированы в хранилище</translation>
    </message>
    <message>
        <source>Undid a file change</source>
        <translation>Отменено изменение файла</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Agent link</source>
        <translation>Связь агентов</translation>
    </message>
    <message>
        <source>Built-in tool</source>
        <translation>Встроенный инструмент</translation>
    </message>
    <message>
        <source>Scheduled job</source>
        <translation>Задание по расписанию</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Ключ шифрования</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Хук</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Установка</translation>
    </message>
    <message>
        <source>Possible duplicate</source>
        <translation>Возможный дубликат</translation>
    </message>
    <message>
        <source>Knowledge graph entity</source>
        <translation>Сущность графа знаний</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Сервер моделей</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>MCP-сервер</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>You (the user)</source>
        <translation>Вы (пользователь)</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
    <message>
        <source>An agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>{who} created the agent “{name}”</source>
        <translation>{who}: создан агент «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the agent “{name}”</source>
        <translation>{who}: изменён агент «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the agent “{name}”</source>
        <translation>{who}: удалён агент «{name}»</translation>
    </message>
    <message>
        <source>{who} made “{name}” the default agent</source>
        <translation>{who}: «{name}» теперь агент по умолчанию</translation>
    </message>
    <message>
        <source>{who} used the tool {tool} in the chat “{name}”</source>
        <translation>{who}: инструмент {tool} в чате «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the file {file} of “{name}”</source>
        <translation>{who}: изменён файл {file} агента «{name}»</translation>
    </message>
    <message>
        <source>{who} removed the file {file} of “{name}”</source>
        <translation>{who}: удалён файл {file} агента «{name}»</translation>
    </message>
    <message>
        <source>{who} linked the agents “{source}” and “{target}”</source>
        <translation>{who}: связаны агенты «{source}» и «{target}»</translation>
    </message>
    <message>
        <source>{who} unlinked the agents “{source}” and “{target}”</source>
        <translation>{who}: разорвана связь агентов «{source}» и «{target}»</translation>
    </message>
    <message>
        <source>{who} changed the built-in tool {name}</source>
        <translation>{who}: изменён встроенный инструмент {name}</translation>
    </message>
    <message>
        <source>{who} undid a change to {path} in the workspace of “{name}”</source>
        <translation>{who}: отменено изменение {path} в рабочей папке «{name}»</translation>
    </message>
    <message>
        <source>{who} started the chat “{name}”</source>
        <translation>{who}: начат чат «{name}»</translation>
    </message>
    <message>
        <source>{who} renamed the chat “{name}”</source>
        <translation>{who}: переименован чат «{name}»</translation>
    </message>
    <message>
        <source>{who} closed the chat “{name}”</source>
        <translation>{who}: закрыт чат «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted a chat</source>
        <translation>{who}: удалён чат</translation>
    </message>
    <message>
        <source>{who} cleared out old closed chats</source>
        <translation>{who}: удалены старые закрытые чаты</translation>
    </message>
    <message>
        <source>{who} approved a suggestion for “{name}”</source>
        <translation>{who}: одобрено предложение для «{name}»</translation>
    </message>
    <message>
        <source>{who} rejected a suggestion for “{name}”</source>
        <translation>{who}: отклонено предложение для «{name}»</translation>
    </message>
    <message>
        <source>{who} applied a suggestion to “{name}”</source>
        <translation>{who}: применено предложение к «{name}»</translation>
    </message>
    <message>
        <source>{who} added the hook “{name}”</source>
        <translation>{who}: добавлен хук «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the hook “{name}”</source>
        <translation>{who}: изменён хук «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the hook “{name}”</source>
        <translation>{who}: удалён хук «{name}»</translation>
    </message>
    <message>
        <source>{who} ran the hook “{name}”</source>
        <translation>{who}: запущен хук «{name}»</translation>
    </message>
    <message>
        <source>{who} created the scheduled job “{name}”</source>
        <translation>{who}: создано задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the scheduled job “{name}”</source>
        <translation>{who}: изменено задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} switched on the scheduled job “{name}”</source>
        <translation>{who}: включено задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} switched off the scheduled job “{name}”</source>
        <translation>{who}: выключено задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the scheduled job “{name}”</source>
        <translation>{who}: удалено задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} ran the scheduled job “{name}”</source>
        <translation>{who}: выполнено задание по расписанию «{name}»</translation>
    </message>
    <message>
        <source>{who} backed up the encryption key to a file</source>
        <translation>{who}: ключ шифрования сохранён в файл</translation>
    </message>
    <message>
        <source>{who} created the encryption key</source>
        <translation>{who}: создан ключ шифрования</translation>
    </message>
    <message>
        <source>{who} changed the encryption key</source>
        <translation>{who}: сменён ключ шифрования</translation>
    </message>
    <message>
        <source>{who} added to the knowledge graph of “{name}”</source>
        <translation>{who}: дополнен граф знаний «{name}»</translation>
    </message>
    <message>
        <source>{who} merged a duplicate into the entity “{name}”</source>
        <translation>{who}: дубликат объединён с сущностью «{name}»</translation>
    </message>
    <message>
        <source>{who} undid a merge into the entity “{name}”</source>
        <translation>{who}: отменено объединение с сущностью «{name}»</translation>
    </message>
    <message>
        <source>{who} pruned the knowledge graph of “{name}”</source>
        <translation>{who}: очищен граф знаний «{name}»</translation>
    </message>
    <message>
        <source>{who} edited the entity “{name}”</source>
        <translation>{who}: изменена сущность «{name}»</translation>
    </message>
    <message>
        <source>{who} undid an edit of the entity “{name}”</source>
        <translation>{who}: отменено изменение сущности «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the entity “{name}”</source>
        <translation>{who}: удалена сущность «{name}»</translation>
    </message>
    <message>
        <source>{who} restored the entity “{name}”</source>
        <translation>{who}: восстановлена сущность «{name}»</translation>
    </message>
    <message>
        <source>{who} dismissed a possible duplicate</source>
        <translation>{who}: отклонён возможный дубликат</translation>
    </message>
    <message>
        <source>{who} added the MCP server “{name}”</source>
        <translation>{who}: добавлен MCP-сервер «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the MCP server “{name}”</source>
        <translation>{who}: изменён MCP-сервер «{name}»</translation>
    </message>
    <message>
        <source>{who} removed the MCP server “{name}”</source>
        <translation>{who}: удалён MCP-сервер «{name}»</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the MCP server “{name}”</source>
        <translation>{who}: агенту «{agent}» разрешён MCP-сервер «{name}»</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the MCP server “{name}”</source>
        <translation>{who}: агенту «{agent}» запрещён MCP-сервер «{name}»</translation>
    </message>
    <message>
        <source>{who} called {tool} on the MCP server “{name}”</source>
        <translation>{who}: вызван {tool} на MCP-сервере «{name}»</translation>
    </message>
    <message>
        <source>{who} remembered the chat “{name}”</source>
        <translation>{who}: чат «{name}» сохранён в памяти</translation>
    </message>
    <message>
        <source>{who} copied the data to PostgreSQL</source>
        <translation>{who}: данные скопированы в PostgreSQL</translation>
    </message>
    <message>
        <source>{who} added the model server “{name}”</source>
        <translation>{who}: добавлен сервер моделей «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the model server “{name}”</source>
        <translation>{who}: изменён сервер моделей «{name}»</translation>
    </message>
    <message>
        <source>{who} removed the model server “{name}”</source>
        <translation>{who}: удалён сервер моделей «{name}»</translation>
    </message>
    <message>
        <source>{who} registered the tool “{name}”</source>
        <translation>{who}: зарегистрирован инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} changed the tool “{name}”</source>
        <translation>{who}: изменён инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} removed the tool “{name}”</source>
        <translation>{who}: удалён инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the tool “{name}”</source>
        <translation>{who}: агенту «{agent}» разрешён инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the tool “{name}”</source>
        <translation>{who}: агенту «{agent}» запрещён инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} revealed a credential of the tool “{name}”</source>
        <translation>{who}: показаны учётные данные инструмента «{name}»</translation>
    </message>
    <message>
        <source>{who} ran the tool “{name}”</source>
        <translation>{who}: запущен инструмент «{name}»</translation>
    </message>
    <message>
        <source>{who} was refused a run of the tool “{name}”</source>
        <translation>{who}: запуск инструмента «{name}» запрещён</translation>
    </message>
    <message>
        <source>{who} changed the web search settings</source>
        <translation>{who}: изменены настройки веб-поиска</translation>
    </message>
    <message>
        <source>{who} installed the skill “{name}”</source>
        <translation>{who}: установлен навык «{name}»</translation>
    </message>
    <message>
        <source>{who} installed a new version of the skill “{name}”</source>
        <translation>{who}: установлена новая версия навыка «{name}»</translation>
    </message>
    <message>
        <source>{who} switched on the skill “{name}”</source>
        <translation>{who}: включён навык «{name}»</translation>
    </message>
    <message>
        <source>{who} switched off the skill “{name}”</source>
        <translation>{who}: выключен навык «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}”</source>
        <translation>{who}: удалён навык «{name}»</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}” and its files</source>
        <translation>{who}: удалён навык «{name}» и его файлы</translation>
    </message>
    <message>
        <source>{who} undid the deletion of the skill “{name}”</source>
        <translation>{who}: отменено удаление навыка «{name}»</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the skill “{name}”</source>
        <translation>{who}: агенту «{agent}» разрешён навык «{name}»</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the skill “{name}”</source>
        <translation>{who}: агенту «{agent}» запрещён навык «{name}»</translation>
    </message>
    <message>
        <source>{who} imported notes into the vault</source>
        <translation>{who}: заметки импортированы в хранилище</translation>
    </message>
    <message>
        <source>{who} did “{action}” on “{name}”</source>
        <translation>{who}: «{action}» для «{name}»</translation>
    </message>
    <message>
        <source>{who} did “{action}”</source>
        <translation>{who}: «{action}»</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Хуки</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Обслуживание</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Allowed tools</source>
        <translation>Разрешённые инструменты</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Что изменилось</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>Copied from</source>
        <translation>Скопирован из</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Запрещено</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Заняло</translation>
    </message>
    <message>
        <source>Switched on</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Код выхода</translation>
    </message>
    <message>
        <source>Fallback</source>
        <translation>Запасной маршрут</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Успешно</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Объект</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Куда</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Превышено время</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Переменные</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>A removed agent</source>
        <translation>Удалённый агент</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>a removed agent</source>
        <translation>удалённый агент</translation>
    </message>
    <message>
        <source>{sentence} — failed</source>
        <translation>{sentence} — с ошибкой</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} мс</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
</context>
<context>
    <name>AgentAccessEditor</name>
    <message>
        <source>Every agent may run it; untick one to keep it away.</source>
        <translation>Его могут запускать все агенты; снимите отметку, чтобы запретить агенту.</translation>
    </message>
    <message>
        <source>Only the ticked agents may run it.</source>
        <translation>Запускать его могут только отмеченные агенты.</translation>
    </message>
    <message>
        <source>Every agent ma&amp;y run it</source>
        <translation>Запускать &amp;могут все агенты</translation>
    </message>
    <message>
        <source>Every agent may run it</source>
        <translation>Запускать могут все агенты</translation>
    </message>
    <message>
        <source>Only &amp;granted agents</source>
        <translation>Только разрешённые &amp;агенты</translation>
    </message>
    <message>
        <source>Only granted agents may run it</source>
        <translation>Запускать могут только разрешённые агенты</translation>
    </message>
    <message>
        <source>Agents that may run this tool</source>
        <translation>Агенты, которым можно запускать этот инструмент</translation>
    </message>
    <message>
        <source>{agent} has credentials of its own for this tool: {names}</source>
        <translation>У {agent} свои учётные данные для этого инструмента: {names}</translation>
    </message>
    <message>
        <source>No agents yet; create one on the Agents page.</source>
        <translation>Агентов пока нет; создайте агента на странице «Агенты».</translation>
    </message>
    <message>
        <source>  · own credentials</source>
        <translation>  · свои учётные данные</translation>
    </message>
</context>
<context>
    <name>AgentEditor</name>
    <message>
        <source>&amp;General</source>
        <translation>Об&amp;щее</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>Memory &amp;&amp; fall&amp;back</source>
        <translation>Память и &amp;запасные</translation>
    </message>
    <message>
        <source>Agent key</source>
        <translation>Ключ агента</translation>
    </message>
    <message>
        <source>short id: letters, digits, - and _</source>
        <translation>короткий id: буквы, цифры, - и _</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Ключ:</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Отображаемое имя</translation>
    </message>
    <message>
        <source>shown in chat and lists</source>
        <translation>показывается в чате и списках</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>Им&amp;я:</translation>
    </message>
    <message>
        <source>Emoji or avatar</source>
        <translation>Эмодзи или аватар</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <source>Pick an emoji</source>
        <translation>Выбрать эмодзи</translation>
    </message>
    <message>
        <source>&amp;Emoji:</source>
        <translation>&amp;Эмодзи:</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>what it is for (other agents read this)</source>
        <translation>для чего он (это читают другие агенты)</translation>
    </message>
    <message>
        <source>Descr&amp;iption:</source>
        <translation>Опис&amp;ание:</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <source>How the agent should behave: its role, tone, what it must never do…</source>
        <translation>Как агенту себя вести: его роль, тон, чего он никогда не должен делать…</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>Системный &amp;промпт:</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Сервер моделей</translation>
    </message>
    <message>
        <source>S&amp;erver:</source>
        <translation>Серве&amp;р:</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Идентификатор модели</translation>
    </message>
    <message>
        <source>List models</source>
        <translation>Список моделей</translation>
    </message>
    <message>
        <source>Ask the server which models it has</source>
        <translation>Спросить у сервера, какие у него модели</translation>
    </message>
    <message>
        <source>List the server&apos;s models</source>
        <translation>Показать модели сервера</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>Моде&amp;ль:</translation>
    </message>
    <message>
        <source>Server default</source>
        <translation>По умолчанию сервера</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <source>Temper&amp;ature:</source>
        <translation>&amp;Температура:</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top-&amp;p:</source>
        <translation>Top-&amp;p:</translation>
    </message>
    <message>
        <source>Most tokens per answer</source>
        <translation>Макс. токенов на ответ</translation>
    </message>
    <message>
        <source>Server&apos;s limit</source>
        <translation>Предел сервера</translation>
    </message>
    <message>
        <source>Max ans&amp;wer tokens:</source>
        <translation>Макс. ток&amp;енов ответа:</translation>
    </message>
    <message>
        <source>Context window in tokens</source>
        <translation>Контекстное окно в токенах</translation>
    </message>
    <message>
        <source>Use the model&apos;s</source>
        <translation>Как у модели</translation>
    </message>
    <message>
        <source>Use the model&apos;s context length</source>
        <translation>Использовать длину контекста модели</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>&amp;Контекстное окно:</translation>
    </message>
    <message>
        <source>Most tool rounds per answer</source>
        <translation>Макс. раундов инструментов на ответ</translation>
    </message>
    <message>
        <source>Ma&amp;x tool rounds:</source>
        <translation>М&amp;акс. раундов инструментов:</translation>
    </message>
    <message>
        <source>Allow runs a tool at once, Ask asks you first, Deny hides it from the model. MCP tools come from the servers granted to this agent. Untick a built-in tool to switch it off for this agent.</source>
        <translation>«Разрешить» — инструмент запускается сразу, «Спросить» — сначала спросят вас, «Запретить» — модель его не видит. MCP-инструменты берутся с серверов, выданных этому агенту. Снимите флажок встроенного инструмента, чтобы выключить его для этого агента.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>Default: a folder of its own in the data folder</source>
        <translation>По умолчанию: своя папка в папке данных</translation>
    </message>
    <message>
        <source>Where the file tools read and write; they never reach outside it</source>
        <translation>Где файловые инструменты читают и пишут; за её пределы они не выходят</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>&amp;Рабочая папка:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Выберите рабочую папку</translation>
    </message>
    <message>
        <source>Re&amp;call memories before each answer</source>
        <translation>Вспоминать &amp;память перед каждым ответом</translation>
    </message>
    <message>
        <source>Remember c&amp;onversations once they end</source>
        <translation>Запоминать &amp;чаты, когда они заканчиваются</translation>
    </message>
    <message>
        <source>Recall memories before each answer</source>
        <translation>Вспоминать память перед каждым ответом</translation>
    </message>
    <message>
        <source>Remember conversations once they end</source>
        <translation>Запоминать чаты, когда они заканчиваются</translation>
    </message>
    <message>
        <source>Fallback routes, tried in this order when the model fails (drag to reorder):</source>
        <translation>Запасные маршруты, по порядку, когда модель не отвечает (перетащите, чтобы изменить порядок):</translation>
    </message>
    <message>
        <source>Fallback routes, in order</source>
        <translation>Запасные маршруты по порядку</translation>
    </message>
    <message>
        <source>Fallback server</source>
        <translation>Запасной сервер</translation>
    </message>
    <message>
        <source>Fallback model</source>
        <translation>Запасная модель</translation>
    </message>
    <message>
        <source>model id</source>
        <translation>идентификатор модели</translation>
    </message>
    <message>
        <source>&amp;Add route</source>
        <translation>Добавить маршру&amp;т</translation>
    </message>
    <message>
        <source>Add the fallback route</source>
        <translation>Добавить запасной маршрут</translation>
    </message>
    <message>
        <source>R&amp;emove</source>
        <translation>У&amp;брать</translation>
    </message>
    <message>
        <source>Remove the selected fallback route</source>
        <translation>Убрать выбранный запасной маршрут</translation>
    </message>
    <message>
        <source>Most calls per answer</source>
        <translation>Макс. вызовов на ответ</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Без ограничения</translation>
    </message>
    <message>
        <source>Max attem&amp;pts:</source>
        <translation>Макс. попыто&amp;к:</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it aga&amp;in</source>
        <translation>Дать отказавшему маршруту паузу перед новой попытко&amp;й</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it again</source>
        <translation>Дать отказавшему маршруту паузу перед новой попыткой</translation>
    </message>
    <message>
        <source>Not in the server&apos;s list (type any id it accepts).</source>
        <translation>Нет в списке сервера (введите любой идентификатор, который он примет).</translation>
    </message>
    <message>
        <source>The server gives no size or context for it.</source>
        <translation>Сервер не сообщает её размер и контекст.</translation>
    </message>
    <message>
        <source>Set the context window to the {tokens} tokens the server reports for {model}</source>
        <translation>Установить контекстное окно в {tokens} токенов, которые сервер сообщает для {model}</translation>
    </message>
    <message>
        <source>The server reports no context length for this model</source>
        <translation>Сервер не сообщает длину контекста для этой модели</translation>
    </message>
</context>
<context>
    <name>AgentPage</name>
    <message>
        <source>You are a helpful assistant. Answer briefly and say when you are unsure.</source>
        <translation>Вы — полезный помощник. Отвечайте кратко и говорите, когда не уверены.</translation>
    </message>
    <message>
        <source>Your agent</source>
        <translation>Ваш агент</translation>
    </message>
    <message>
        <source>The agent you chat with: a name, what it is told before every chat, and whether it is the default.</source>
        <translation>Агент, с которым вы общаетесь: имя, что ему говорится перед каждым чатом, и будет ли он агентом по умолчанию.</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Помощник</translation>
    </message>
    <message>
        <source>Agent name</source>
        <translation>Имя агента</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Системный промпт</translation>
    </message>
    <message>
        <source>Make it the &amp;default agent</source>
        <translation>Сделать агентом по &amp;умолчанию</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>И&amp;мя:</translation>
    </message>
    <message>
        <source>&amp;System prompt:</source>
        <translation>&amp;Системный промпт:</translation>
    </message>
</context>
<context>
    <name>AgentPicker</name>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse: {agent}</source>
        <translation>Чей граф знаний просматривать: {agent}</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse</source>
        <translation>Чей граф знаний просматривать</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent} (по умолчанию)</translation>
    </message>
</context>
<context>
    <name>AgentWords</name>
    <message>
        <source>{tokens} context</source>
        <translation>контекст {tokens}</translation>
    </message>
    <message>
        <source>{thousands}K</source>
        <translation>{thousands}K</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Встроенный</translation>
    </message>
    <message>
        <source>MCP: {server}</source>
        <translation>MCP: {server}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph entity(-ies) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln сущность графа знаний</numerusform>
            <numerusform>удаляются %Ln сущности графа знаний</numerusform>
            <numerusform>удаляются %Ln сущностей графа знаний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph relation(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln связь графа знаний</numerusform>
            <numerusform>удаляются %Ln связи графа знаний</numerusform>
            <numerusform>удаляются %Ln связей графа знаний</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln remembered conversation(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln запомненный чат</numerusform>
            <numerusform>удаляются %Ln запомненных чата</numerusform>
            <numerusform>удаляются %Ln запомненных чатов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s) in its personal vault are deleted</source>
        <translation>
            <numerusform>удаляется %Ln заметка из его личного хранилища</numerusform>
            <numerusform>удаляются %Ln заметки из его личного хранилища</numerusform>
            <numerusform>удаляются %Ln заметок из его личного хранилища</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delegation link(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln ссылка делегирования</numerusform>
            <numerusform>удаляются %Ln ссылки делегирования</numerusform>
            <numerusform>удаляются %Ln ссылок делегирования</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credential grant(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln доступ к учётным данным</numerusform>
            <numerusform>удаляются %Ln доступа к учётным данным</numerusform>
            <numerusform>удаляются %Ln доступов к учётным данным</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln evolution suggestion(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln предложение эволюции</numerusform>
            <numerusform>удаляются %Ln предложения эволюции</numerusform>
            <numerusform>удаляются %Ln предложений эволюции</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln consolidation job(s) are deleted</source>
        <translation>
            <numerusform>удаляется %Ln задание консолидации</numerusform>
            <numerusform>удаляются %Ln задания консолидации</numerusform>
            <numerusform>удаляются %Ln заданий консолидации</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hook(s) are detached from it</source>
        <translation>
            <numerusform>от него отсоединяется %Ln хук</numerusform>
            <numerusform>от него отсоединяются %Ln хука</numerusform>
            <numerusform>от него отсоединяются %Ln хуков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln of them attached to no other agent stop running)</source>
        <translation>
            <numerusform>(%Ln из них, не подключённый к другим агентам, перестаёт работать)</numerusform>
            <numerusform>(%Ln из них, не подключённые к другим агентам, перестают работать)</numerusform>
            <numerusform>(%Ln из них, не подключённых к другим агентам, перестают работать)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conversation(s) are kept, without an agent</source>
        <translation>
            <numerusform>%Ln чат сохраняется, без агента</numerusform>
            <numerusform>%Ln чата сохраняются, без агента</numerusform>
            <numerusform>%Ln чатов сохраняются, без агента</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentsPageWidget</name>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Who answers in chat: each agent&apos;s model, prompt, files, sampling, tools, memory and fallback routes.</source>
        <translation>Кто отвечает в чате: модель, промпт, файлы, сэмплинг, инструменты, память и запасные маршруты каждого агента.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Make a new agent</source>
        <translation>Создать нового агента</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Дублир&amp;овать</translation>
    </message>
    <message>
        <source>Copy the selected agent&apos;s settings</source>
        <translation>Скопировать настройки выбранного агента</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected agent and what goes with it</source>
        <translation>Удалить выбранного агента и всё, что с ним связано</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>Сделать основн&amp;ым</translation>
    </message>
    <message>
        <source>Use the selected agent when none is named</source>
        <translation>Использовать выбранного агента, когда агент не указан</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Agents status</source>
        <translation>Состояние агентов</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>Вер&amp;нуть</translation>
    </message>
    <message>
        <source>Forget the changes not saved</source>
        <translation>Забыть несохранённые изменения</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Save the agent</source>
        <translation>Сохранить агента</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Загрузка агентов</translation>
    </message>
    <message>
        <source>No agents yet: press New to make one.</source>
        <translation>Агентов пока нет: нажмите «Создать».</translation>
    </message>
    <message>
        <source>Add a model server in Settings first, then make an agent here.</source>
        <translation>Сначала добавьте сервер моделей в настройках, затем создайте агента здесь.</translation>
    </message>
    <message>
        <source>the new agent</source>
        <translation>новый агент</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Discard your changes to {name}?</source>
        <translation>Отбросить изменения ({name})?</translation>
    </message>
    <message>
        <source>They were not saved. Keep editing to go back and press Save.</source>
        <translation>Они не сохранены. Выберите «Продолжить правку», чтобы вернуться и нажать «Сохранить».</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Продолжить правку</translation>
    </message>
    <message>
        <source>Discard the changes</source>
        <translation>Отбросить изменения</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>Чтение встроенных инструментов</translation>
    </message>
    <message>
        <source>Editing {agent}. It is the default agent.</source>
        <translation>Редактирование: {agent}. Это агент по умолчанию.</translation>
    </message>
    <message>
        <source>Editing {agent}.</source>
        <translation>Редактирование: {agent}.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Запрос моделей у {server}…</translation>
    </message>
    <message>
        <source>Listing the models of {server}</source>
        <translation>Получение списка моделей {server}</translation>
    </message>
    <message>
        <source>The server lists no models; type the model&apos;s id.</source>
        <translation>Сервер не перечисляет модели; введите идентификатор модели.</translation>
    </message>
    <message>
        <source>Could not list the models: {why}</source>
        <translation>Не удалось получить список моделей: {why}</translation>
    </message>
    <message>
        <source>Asking the agent&apos;s MCP servers for their tools…</source>
        <translation>Запрос инструментов у MCP-серверов агента…</translation>
    </message>
    <message>
        <source>Listing the MCP tools</source>
        <translation>Получение списка MCP-инструментов</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP tool(s) from granted servers.</source>
        <translation>
            <numerusform>%n MCP-инструмент с разрешённых серверов.</numerusform>
            <numerusform>%n MCP-инструмента с разрешённых серверов.</numerusform>
            <numerusform>%n MCP-инструментов с разрешённых серверов.</numerusform>
        </translation>
    </message>
    <message>
        <source>No MCP tools: grant the agent a server on the MCP page.</source>
        <translation>Нет MCP-инструментов: дайте агенту сервер на странице MCP.</translation>
    </message>
    <message>
        <source>web_search is not offered: choose a search service in Settings &gt; Web search.</source>
        <translation>web_search не предлагается: выберите поисковый сервис в «Настройки &gt; Веб-поиск».</translation>
    </message>
    <message>
        <source>{tool} is not offered now.</source>
        <translation>{tool} сейчас не предлагается.</translation>
    </message>
    <message>
        <source>A new agent: give it a key, choose its model, then Save.</source>
        <translation>Новый агент: задайте ключ, выберите модель и нажмите «Сохранить».</translation>
    </message>
    <message>
        <source>Saving the new agent</source>
        <translation>Сохранение нового агента</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <source>Saving {agent}</source>
        <translation>Сохранение {agent}</translation>
    </message>
    <message>
        <source>Saved {agent}.</source>
        <translation>Агент {agent} сохранён.</translation>
    </message>
    <message>
        <source>Copying {agent}</source>
        <translation>Копирование {agent}</translation>
    </message>
    <message>
        <source>Copied {agent} to {key} (settings only, not its data).</source>
        <translation>Агент {agent} скопирован в {key} (только настройки, без данных).</translation>
    </message>
    <message>
        <source>Making it the default</source>
        <translation>Назначение по умолчанию</translation>
    </message>
    <message>
        <source>{agent} is the default agent.</source>
        <translation>{agent} — агент по умолчанию.</translation>
    </message>
    <message>
        <source>Counting what goes with it</source>
        <translation>Подсчёт того, что удалится вместе с ним</translation>
    </message>
    <message>
        <source>It has no memories, graph, notes or links yet.</source>
        <translation>У него пока нет памяти, графа, заметок и ссылок.</translation>
    </message>
    <message>
        <source>Delete the agent {name}?</source>
        <translation>Удалить агента {name}?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Deleting {agent}</source>
        <translation>Удаление {agent}</translation>
    </message>
    <message>
        <source>Deleted {agent}. {detail}.</source>
        <translation>Агент {agent} удалён. {detail}.</translation>
    </message>
    <message>
        <source>Deleted {agent}.</source>
        <translation>Агент {agent} удалён.</translation>
    </message>
</context>
<context>
    <name>AnswerErrorWords</name>
    <message numerus="yes">
        <source>The answer stopped after %Ln model call(s), the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</source>
        <translation>
            <numerusform>Ответ остановлен после %Ln вызова модели — это предел агента, — а вызовы инструментов ещё не завершены; увеличьте у агента максимум раундов инструментов или задайте более узкий вопрос.</numerusform>
            <numerusform>Ответ остановлен после %Ln вызовов модели — это предел агента, — а вызовы инструментов ещё не завершены; увеличьте у агента максимум раундов инструментов или задайте более узкий вопрос.</numerusform>
            <numerusform>Ответ остановлен после %Ln вызовов модели — это предел агента, — а вызовы инструментов ещё не завершены; увеличьте у агента максимум раундов инструментов или задайте более узкий вопрос.</numerusform>
        </translation>
    </message>
    <message>
        <source>Internal error ({kind}); what was written so far was kept. See the log file.</source>
        <translation>Внутренняя ошибка ({kind}); написанное до неё сохранено. Подробности — в файле журнала событий.</translation>
    </message>
    <message>
        <source>Internal error; see the log file.</source>
        <translation>Внутренняя ошибка; подробности — в файле журнала событий.</translation>
    </message>
    <message numerus="yes">
        <source>The answer broke off part-way; what arrived was kept (%Ln call(s))</source>
        <translation>
            <numerusform>Ответ оборвался на полпути; полученное сохранено (%Ln вызов)</numerusform>
            <numerusform>Ответ оборвался на полпути; полученное сохранено (%Ln вызова)</numerusform>
            <numerusform>Ответ оборвался на полпути; полученное сохранено (%Ln вызовов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model refused the request; it is not retried on another model (%Ln call(s))</source>
        <translation>
            <numerusform>Модель отклонила запрос; на другой модели он не повторяется (%Ln вызов)</numerusform>
            <numerusform>Модель отклонила запрос; на другой модели он не повторяется (%Ln вызова)</numerusform>
            <numerusform>Модель отклонила запрос; на другой модели он не повторяется (%Ln вызовов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No model answered (%Ln call(s))</source>
        <translation>
            <numerusform>Ни одна модель не ответила (%Ln вызов)</numerusform>
            <numerusform>Ни одна модель не ответила (%Ln вызова)</numerusform>
            <numerusform>Ни одна модель не ответила (%Ln вызовов)</numerusform>
        </translation>
    </message>
    <message>
        <source>no route is set up</source>
        <translation>ни один маршрут не настроен</translation>
    </message>
    <message>
        <source>{reason} (HTTP {status})</source>
        <translation>{reason} (HTTP {status})</translation>
    </message>
    <message>
        <source>cannot connect to {address}</source>
        <translation>не удаётся подключиться к {address}</translation>
    </message>
    <message>
        <source>{reason} after part of the answer</source>
        <translation>{reason} после части ответа</translation>
    </message>
    <message numerus="yes">
        <source>not tried: the agent tries at most %Ln route(s)</source>
        <translation>
            <numerusform>не пробовали: агент пробует не больше %Ln маршрута</numerusform>
            <numerusform>не пробовали: агент пробует не больше %Ln маршрутов</numerusform>
            <numerusform>не пробовали: агент пробует не больше %Ln маршрутов</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: resting after a failure ({seconds} s left)</source>
        <translation>пропущен: пауза после сбоя (осталось {seconds} с)</translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation>пропущен: {problem}</translation>
    </message>
    <message>
        <source>cannot connect</source>
        <translation>не удаётся подключиться</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>время ожидания истекло</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>превышен лимит запросов</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>ошибка сервера</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>сервер перегружен</translation>
    </message>
    <message>
        <source>billing or quota problem</source>
        <translation>проблема с оплатой или квотой</translation>
    </message>
    <message>
        <source>the API key was refused</source>
        <translation>API-ключ отклонён</translation>
    </message>
    <message>
        <source>model not found</source>
        <translation>модель не найдена</translation>
    </message>
    <message>
        <source>the conversation is too long for the model&apos;s context</source>
        <translation>чат слишком длинный для контекстного окна модели</translation>
    </message>
    <message>
        <source>request refused</source>
        <translation>запрос отклонён</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>неожиданный ответ</translation>
    </message>
    <message>
        <source>check the server&apos;s address in Settings (OpenAI-compatible servers usually end in /v1)</source>
        <translation>проверьте адрес сервера в настройках (у OpenAI-совместимых серверов он обычно оканчивается на /v1)</translation>
    </message>
    <message>
        <source>is the server running, and is its address right?</source>
        <translation>сервер запущен и его адрес верен?</translation>
    </message>
    <message>
        <source>check the server&apos;s API key in Settings</source>
        <translation>проверьте API-ключ сервера в настройках</translation>
    </message>
    <message>
        <source>check the model name in the agent&apos;s settings</source>
        <translation>проверьте название модели в настройках агента</translation>
    </message>
    <message>
        <source>start a new conversation or shorten this one</source>
        <translation>начните новый чат или сократите этот</translation>
    </message>
    <message>
        <source>check the account&apos;s credit or quota</source>
        <translation>проверьте баланс или квоту учётной записи</translation>
    </message>
</context>
<context>
    <name>AppTray</name>
    <message>
        <source>&amp;New chat</source>
        <translation>&amp;Новый чат</translation>
    </message>
    <message>
        <source>&amp;Show GoClaw Lite</source>
        <translation>&amp;Показать GoClaw Lite</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
</context>
<context>
    <name>ApprovalBanner</name>
    <message>
        <source>Tool approval</source>
        <translation>Разрешение инструмента</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Аргументы инструмента</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Запретить</translation>
    </message>
    <message>
        <source>Deny tool call</source>
        <translation>Запретить вызов инструмента</translation>
    </message>
    <message>
        <source>Refuse; the model is told the call was denied</source>
        <translation>Отказать; модели сообщат, что вызов запрещён</translation>
    </message>
    <message>
        <source>Always allow</source>
        <translation>Разрешать всегда</translation>
    </message>
    <message>
        <source>Always allow this tool for this agent</source>
        <translation>Всегда разрешать этот инструмент этому агенту</translation>
    </message>
    <message>
        <source>Run it now, and never ask again for this tool with this agent (Agents changes that)</source>
        <translation>Выполнить сейчас и больше не спрашивать об этом инструменте для этого агента (изменить можно на странице «Агенты»)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Разрешить один раз</translation>
    </message>
    <message>
        <source>Allow tool call once</source>
        <translation>Разрешить вызов инструмента один раз</translation>
    </message>
    <message>
        <source>Run the tool with exactly these arguments, this time only</source>
        <translation>Выполнить инструмент именно с этими аргументами, только в этот раз</translation>
    </message>
    <message>
        <source>The agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>{who} wants to run this command. Allow it?</source>
        <translation>{who} хочет выполнить эту команду. Разрешить?</translation>
    </message>
    <message>
        <source>{who} wants to use the tool “{tool}”. Allow it?</source>
        <translation>{who} хочет использовать инструмент «{tool}». Разрешить?</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Check the command before you allow it.</source>
        <translation>Проверьте команду, прежде чем разрешить.</translation>
    </message>
    <message>
        <source>Check the arguments before you allow it.</source>
        <translation>Проверьте аргументы, прежде чем разрешить.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more waiting</source>
        <translation>
            <numerusform>Ещё %Ln ждёт</numerusform>
            <numerusform>Ещё %Ln ждут</numerusform>
            <numerusform>Ещё %Ln ждут</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AsOfPicker</name>
    <message>
        <source>As of</source>
        <translation>На момент</translation>
    </message>
    <message>
        <source>See the graph as of a date</source>
        <translation>Смотреть граф на определённую дату</translation>
    </message>
    <message>
        <source>Show the graph as it was at another moment; unticked shows it as it is now</source>
        <translation>Показать граф таким, каким он был в другой момент; без флажка — таким, как сейчас</translation>
    </message>
    <message>
        <source>As of date</source>
        <translation>Дата, на которую показан граф</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <source>{name}: the rest does not fit this agent&apos;s context window, so the model reads only the start.</source>
        <translation>{name}: остальное не помещается в контекстное окно этого агента, поэтому модель читает только начало.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Убрать {name}</translation>
    </message>
    <message>
        <source>Do not send {name}</source>
        <translation>Не отправлять {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Прикрепить файлы</translation>
    </message>
    <message>
        <source>Attached files</source>
        <translation>Прикреплённые файлы</translation>
    </message>
</context>
<context>
    <name>BackupsBox</name>
    <message>
        <source>Restore a backup</source>
        <translation>Восстановить из резервной копии</translation>
    </message>
    <message>
        <source>Database backups (*.bak *.db);;All files (*)</source>
        <translation>Резервные копии базы данных (*.bak *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
    <message>
        <source>Backups of the database</source>
        <translation>Резервные копии базы данных</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Создана</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Remove the selected backup</source>
        <translation>Удалить выбранную резервную копию</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Восстановить…</translation>
    </message>
    <message>
        <source>Put a backup in place of the database; the current one is kept as a backup</source>
        <translation>Поставить резервную копию на место базы данных; текущая сохраняется как резервная копия</translation>
    </message>
    <message>
        <source>The store is PostgreSQL: back it up and restore it with PostgreSQL&apos;s own tools.</source>
        <translation>База данных — PostgreSQL: делайте резервные копии и восстанавливайте её средствами PostgreSQL.</translation>
    </message>
    <message numerus="yes">
        <source>%n backup(s), {total} in all.</source>
        <translation>
            <numerusform>%n резервная копия, всего {total}.</numerusform>
            <numerusform>%n резервные копии, всего {total}.</numerusform>
            <numerusform>%n резервных копий, всего {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No backups: the database has not been upgraded or restored here.</source>
        <translation>Резервных копий нет: база данных здесь не обновлялась и не восстанавливалась.</translation>
    </message>
    <message>
        <source>Delete the backup {name} ({size_text})?</source>
        <translation>Удалить резервную копию {name} ({size_text})?</translation>
    </message>
    <message>
        <source>The database as it was then cannot be restored afterwards.</source>
        <translation>Восстановить базу данных в том виде уже будет нельзя.</translation>
    </message>
    <message>
        <source>Removing a backup</source>
        <translation>Удаление резервной копии</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>Проверка {name}…</translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>Проверка резервной копии</translation>
    </message>
    <message>
        <source>Not restored: {error}</source>
        <translation>Не восстановлено: {error}</translation>
    </message>
    <message>
        <source>Not restored; see the status bar.</source>
        <translation>Не восстановлено; см. строку состояния.</translation>
    </message>
    <message>
        <source>{name} passed its checks (schema version {version}).</source>
        <translation>{name} прошла проверку (версия схемы {version}).</translation>
    </message>
    <message>
        <source>Restore this backup?</source>
        <translation>Восстановить эту резервную копию?</translation>
    </message>
    <message>
        <source>Put {name} in place of the database?</source>
        <translation>Поставить {name} на место базы данных?</translation>
    </message>
    <message>
        <source>GoClaw Lite closes, keeps the current database as a backup (listed here), puts this one in its place and starts again.</source>
        <translation>GoClaw Lite закроется, сохранит текущую базу данных как резервную копию (она появится здесь), поставит эту на её место и запустится снова.</translation>
    </message>
    <message>
        <source>Restore and restart</source>
        <translation>Восстановить и перезапустить</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsBox</name>
    <message>
        <source>Built-in tools</source>
        <translation>Встроенные инструменты</translation>
    </message>
    <message>
        <source>The tools every agent has out of the box. Untick one to take it from every agent; an agent can also do without one in its Tools tab.</source>
        <translation>Инструменты, которые есть у каждого агента сразу. Снимите отметку, чтобы убрать инструмент у всех агентов; отдельный агент может обойтись без него на своей вкладке «Инструменты».</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Settings of the selected tool, as JSON</source>
        <translation>Параметры выбранного инструмента в JSON</translation>
    </message>
    <message>
        <source>Select a tool to change its settings</source>
        <translation>Выберите инструмент, чтобы изменить его параметры</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Сохранить параметры</translation>
    </message>
    <message>
        <source>Save the tool&apos;s settings</source>
        <translation>Сохранить параметры инструмента</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>Чтение встроенных инструментов</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Веб</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>files up to {size}</source>
        <translation>файлы до {size}</translation>
    </message>
    <message>
        <source>downloads up to {size}</source>
        <translation>загрузка до {size}</translation>
    </message>
    <message>
        <source>output up to {count} characters</source>
        <translation>вывод до {count} символов</translation>
    </message>
    <message>
        <source>text up to {count} characters</source>
        <translation>текст до {count} символов</translation>
    </message>
    <message>
        <source>listings up to {count} entries</source>
        <translation>списки до {count} элементов</translation>
    </message>
    <message>
        <source>wait up to {seconds} s</source>
        <translation>ожидание до {seconds} с</translation>
    </message>
    <message>
        <source>up to {count} redirects</source>
        <translation>не более {count} перенаправлений</translation>
    </message>
    <message>
        <source>search service: {name}</source>
        <translation>служба поиска: {name}</translation>
    </message>
    <message>
        <source>SearXNG at {address}</source>
        <translation>SearXNG по адресу {address}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1 is on for every agent.</source>
        <translation>%1 включён для всех агентов.</translation>
    </message>
    <message>
        <source>%1 is off for every agent.</source>
        <translation>%1 выключен для всех агентов.</translation>
    </message>
    <message>
        <source>The settings are not valid JSON: %1</source>
        <translation>Параметры — неверный JSON: %1</translation>
    </message>
    <message>
        <source>Saved the settings of %1.</source>
        <translation>Параметры %1 сохранены.</translation>
    </message>
</context>
<context>
    <name>ChangeUndo</name>
    <message>
        <source>Undoing the change to %1</source>
        <translation>Отмена изменения %1</translation>
    </message>
    <message>
        <source>Undone: %1 is back as it was before this change.</source>
        <translation>Отменено: %1 снова такой, как до этого изменения.</translation>
    </message>
</context>
<context>
    <name>ChatPage</name>
    <message>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Название чата</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>Действия с чатом</translation>
    </message>
    <message>
        <source>Rename, export, close or delete this conversation</source>
        <translation>Переименовать, экспортировать, закрыть или удалить этот чат</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Скопировано в буфер обмена.</translation>
    </message>
    <message>
        <source>Search chats</source>
        <translation>Поиск по чатам</translation>
    </message>
    <message>
        <source>Loading the chat</source>
        <translation>Загрузка чата</translation>
    </message>
    <message>
        <source>Tidying up chat history</source>
        <translation>Уборка истории чатов</translation>
    </message>
    <message>
        <source>The chat engine could not be loaded, so no message can be sent; the log file says why.</source>
        <translation>Не удалось загрузить движок чата, поэтому сообщения не отправляются; причина — в журнале событий.</translation>
    </message>
    <message>
        <source>The chat engine is not available.</source>
        <translation>Движок чата недоступен.</translation>
    </message>
    <message>
        <source>Starting the built-in model…</source>
        <translation>Запуск встроенной модели…</translation>
    </message>
    <message>
        <source>The built-in model did not start: {error}</source>
        <translation>Встроенная модель не запустилась: {error}</translation>
    </message>
    <message>
        <source>Connected to {server}; {agent} is ready.</source>
        <translation>Подключено к {server}; {agent} готов.</translation>
    </message>
    <message>
        <source>Loading conversations</source>
        <translation>Загрузка чатов</translation>
    </message>
    <message>
        <source>Loading more conversations</source>
        <translation>Загрузка других чатов</translation>
    </message>
    <message>
        <source>Message {agent}…</source>
        <translation>Сообщение для {agent}…</translation>
    </message>
    <message>
        <source>This chat uses {agent}&apos;s own model, {model}.</source>
        <translation>Этот чат использует собственную модель агента {agent}: {model}.</translation>
    </message>
    <message>
        <source>This chat now uses {model}; {agent} keeps {own}.</source>
        <translation>Теперь этот чат использует {model}; у агента {agent} остаётся {own}.</translation>
    </message>
    <message>
        <source>The assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>What can I help with?</source>
        <translation>Чем могу помочь?</translation>
    </message>
    <message>
        <source>{name} is ready. Enter sends, Shift+Enter adds a line, Ctrl+K searches your chats.</source>
        <translation>{name} готов. Enter — отправить, Shift+Enter — новая строка, Ctrl+K — поиск по чатам.</translation>
    </message>
    <message>
        <source>Opening the conversation</source>
        <translation>Открытие чата</translation>
    </message>
    <message>
        <source>This conversation is empty</source>
        <translation>Этот чат пуст</translation>
    </message>
    <message>
        <source>Loading earlier messages</source>
        <translation>Загрузка более ранних сообщений</translation>
    </message>
    <message>
        <source>This conversation is closed; start a new chat (Ctrl+N).</source>
        <translation>Этот чат закрыт; начните новый (Ctrl+N).</translation>
    </message>
    <message>
        <source>This conversation is closed and accepts no new messages.</source>
        <translation>Этот чат закрыт и не принимает новых сообщений.</translation>
    </message>
    <message>
        <source>Model &amp;&amp; settings…</source>
        <translation>Модель и настройки…</translation>
    </message>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>Модель и настройки этого чата</translation>
    </message>
    <message>
        <source>Model, temperature and max tokens for this chat only</source>
        <translation>Модель, температура и макс. токенов только для этого чата</translation>
    </message>
    <message>
        <source>{agent} · {model} on {server}</source>
        <translation>{agent} · {model} на {server}</translation>
    </message>
    <message>
        <source>Choose an agent first; these settings change how it answers in this chat.</source>
        <translation>Сначала выберите агента; эти настройки меняют то, как он отвечает в этом чате.</translation>
    </message>
    <message>
        <source>Saving this chat&apos;s settings</source>
        <translation>Сохранение настроек этого чата</translation>
    </message>
    <message>
        <source>Renaming</source>
        <translation>Переименование</translation>
    </message>
    <message>
        <source>Stop the answer first; a conversation is closed when nothing is being written.</source>
        <translation>Сначала остановите ответ; чат закрывается, когда ничего не пишется.</translation>
    </message>
    <message>
        <source>Closing the conversation</source>
        <translation>Закрытие чата</translation>
    </message>
    <message>
        <source>Stop the answer first, then delete the conversation.</source>
        <translation>Сначала остановите ответ, затем удалите чат.</translation>
    </message>
    <message>
        <source>this conversation</source>
        <translation>этот чат</translation>
    </message>
    <message>
        <source>Delete “{title}” and all its messages? This cannot be undone.</source>
        <translation>Удалить «{title}» и все его сообщения? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Удалить чат</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>«{title}» удалён.</translation>
    </message>
    <message>
        <source>Deleting the conversation</source>
        <translation>Удаление чата</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Экспорт чата</translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Exported to {where}.</source>
        <translation>Экспортировано в {where}.</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>чат</translation>
    </message>
    <message>
        <source>Saved “{title}” to {where}.</source>
        <translation>«{title}» сохранён в {where}.</translation>
    </message>
    <message>
        <source>Nothing to do until the first message</source>
        <translation>Действий нет до первого сообщения</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>{name} (optional):</source>
        <translation>{name} (необязательно):</translation>
    </message>
    <message>
        <source>Prompt “{name}”</source>
        <translation>Промпт «{name}»</translation>
    </message>
    <message>
        <source>Attach a resource of {server}</source>
        <translation>Прикрепить ресурс {server}</translation>
    </message>
    <message>
        <source>Start from a prompt of {server}</source>
        <translation>Начать с промпта {server}</translation>
    </message>
    <message>
        <source>{name} is too long for this agent&apos;s context window: only the start is sent.</source>
        <translation>{name} не помещается в контекстное окно этого агента: отправляется только начало.</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>Чтение {name}</translation>
    </message>
    <message>
        <source>The prompt {name}</source>
        <translation>Промпт {name}</translation>
    </message>
    <message>
        <source>Too long for this agent&apos;s context window, so only the start is sent (the chip says how much): {names}</source>
        <translation>Не помещается в контекстное окно этого агента, поэтому отправляется только начало (сколько — указано на метке): {names}</translation>
    </message>
    <message>
        <source>Attaching</source>
        <translation>Прикрепление</translation>
    </message>
    <message>
        <source>Attaching files</source>
        <translation>Прикрепление файлов</translation>
    </message>
    <message>
        <source>An answer is still being written here; stop it or wait for it.</source>
        <translation>Здесь ещё пишется ответ; остановите его или подождите.</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Отправка</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>The answer failed: {error}</source>
        <translation>Ответ не удался: {error}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>This agent</source>
        <translation>Этот агент</translation>
    </message>
    <message>
        <source>{who} may now use “{tool}” without asking (Agents changes that).</source>
        <translation>{who} теперь может использовать «{tool}» без спроса (изменить можно на странице «Агенты»).</translation>
    </message>
    <message>
        <source>Noted: this answer was helpful.</source>
        <translation>Отмечено: этот ответ полезен.</translation>
    </message>
    <message>
        <source>Noted: this answer was not helpful.</source>
        <translation>Отмечено: этот ответ бесполезен.</translation>
    </message>
    <message>
        <source>Rating the answer</source>
        <translation>Оценка ответа</translation>
    </message>
    <message>
        <source>Wait for the answer (or stop it) before switching versions.</source>
        <translation>Дождитесь ответа (или остановите его), прежде чем менять версию.</translation>
    </message>
    <message>
        <source>Switching versions</source>
        <translation>Переключение версий</translation>
    </message>
    <message>
        <source>Reading versions</source>
        <translation>Чтение версий</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>Модель и настройки этого чата</translation>
    </message>
    <message>
        <source>Only this conversation; {agent} keeps its own settings (Agents changes those).</source>
        <translation>Только этот чат; у агента {agent} остаются свои настройки (они меняются на странице «Агенты»).</translation>
    </message>
    <message>
        <source>Model for this chat</source>
        <translation>Модель для этого чата</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
    <message>
        <source>Temperature for this chat</source>
        <translation>Температура для этого чата</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>по умолчанию сервера</translation>
    </message>
    <message>
        <source>Agent&apos;s own ({value})</source>
        <translation>Как у агента ({value})</translation>
    </message>
    <message>
        <source>&amp;Temperature</source>
        <translation>&amp;Температура</translation>
    </message>
    <message>
        <source>Most tokens per answer in this chat</source>
        <translation>Макс. токенов на ответ в этом чате</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Most tokens per answer; 0 leaves the limit to the server</source>
        <translation>Макс. токенов на ответ; 0 — предел задаёт сервер</translation>
    </message>
    <message>
        <source>Max &amp;tokens</source>
        <translation>Макс. &amp;токенов</translation>
    </message>
    <message>
        <source>Use the agent&apos;s own</source>
        <translation>Как у агента</translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln сообщение</numerusform>
            <numerusform>%Ln сообщения</numerusform>
            <numerusform>%Ln сообщений</numerusform>
        </translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрыт</translation>
    </message>
    <message numerus="yes">
        <source>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n message(s).</source>
        <translation>
            <numerusform>Ранние сообщения опущены: чат больше не помещается в контекстное окно агента ({tokens} токенов), поэтому ответ видит только последнее %n сообщение.</numerusform>
            <numerusform>Ранние сообщения опущены: чат больше не помещается в контекстное окно агента ({tokens} токенов), поэтому ответ видит только последние %n сообщения.</numerusform>
            <numerusform>Ранние сообщения опущены: чат больше не помещается в контекстное окно агента ({tokens} токенов), поэтому ответ видит только последние %n сообщений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed “{title}”; it is deleted %n day(s) after its last change.</source>
        <translation>
            <numerusform>Чат «{title}» закрыт; он будет удалён через %n день после последнего изменения.</numerusform>
            <numerusform>Чат «{title}» закрыт; он будет удалён через %n дня после последнего изменения.</numerusform>
            <numerusform>Чат «{title}» закрыт; он будет удалён через %n дней после последнего изменения.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipWords</name>
    <message numerus="yes">
        <source>cut to {sent} of %Ln character(s)</source>
        <translation>
            <numerusform>обрезано до {sent} из %Ln символа</numerusform>
            <numerusform>обрезано до {sent} из %Ln символов</numerusform>
            <numerusform>обрезано до {sent} из %Ln символов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln character(s)</source>
        <translation>
            <numerusform>%Ln символ</numerusform>
            <numerusform>%Ln символа</numerusform>
            <numerusform>%Ln символов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message the agent…</source>
        <translation>Сообщение агенту…</translation>
    </message>
    <message>
        <source>Editing your message — Enter resends it as a new version</source>
        <translation>Редактирование сообщения — Enter отправит его заново как новую версию</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>Отменить редактирование</translation>
    </message>
    <message>
        <source>Cancel editing (Escape)</source>
        <translation>Отменить редактирование (Escape)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>The agent that answers</source>
        <translation>Агент, который отвечает</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>The model for this chat (the agent keeps its own)</source>
        <translation>Модель для этого чата (у агента остаётся своя)</translation>
    </message>
    <message>
        <source>Enter to send · Shift+Enter for a new line</source>
        <translation>Enter — отправить · Shift+Enter — новая строка</translation>
    </message>
    <message>
        <source>Enter to send</source>
        <translation>Enter — отправить</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Отправить (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Stop the answer (Escape); what was written so far is kept</source>
        <translation>Остановить ответ (Escape); написанное сохранится</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>Прикрепить…</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Прикрепить файлы</translation>
    </message>
    <message>
        <source>Attach text, Markdown, code or PDF files (or drop them here)</source>
        <translation>Прикрепить текст, Markdown, код или PDF (или перетащите файлы сюда)</translation>
    </message>
    <message>
        <source>Resources and prompts from MCP servers</source>
        <translation>Ресурсы и промпты MCP-серверов</translation>
    </message>
    <message>
        <source>Attach a resource or start from a prompt of this agent&apos;s MCP servers</source>
        <translation>Прикрепить ресурс или начать с промпта MCP-серверов этого агента</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>Отправить заново</translation>
    </message>
</context>
<context>
    <name>ComposerEdit</name>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Enter sends, Shift+Enter starts a new line, Escape stops an answer or cancels an edit</source>
        <translation>Enter — отправить, Shift+Enter — новая строка, Escape — остановить ответ или отменить правку</translation>
    </message>
</context>
<context>
    <name>ConversationDelegate</name>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Название чата</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>Начать новый чат (Ctrl+N)</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Поиск чатов</translation>
    </message>
    <message>
        <source>Search chats  (Ctrl+K)</source>
        <translation>Поиск по чатам  (Ctrl+K)</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Чаты</translation>
    </message>
    <message>
        <source>Enter opens, F2 renames, Delete deletes, the Menu key shows more</source>
        <translation>Enter — открыть, F2 — переименовать, Delete — удалить, клавиша меню — ещё</translation>
    </message>
    <message>
        <source>No conversations yet</source>
        <translation>Чатов пока нет</translation>
    </message>
    <message>
        <source>No matching conversations</source>
        <translation>Подходящих чатов нет</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Экспорт в Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Экспорт в JSON…</translation>
    </message>
    <message>
        <source>Close (read-only from now on)</source>
        <translation>Закрыть (дальше только чтение)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>Действия с чатом</translation>
    </message>
</context>
<context>
    <name>CredentialsPage</name>
    <message>
        <source>CLI tools that run with encrypted credentials. Values are injected into the tool&apos;s own process only and replaced by [REDACTED:NAME] in what it prints.</source>
        <translation>Консольные инструменты, работающие с зашифрованными учётными данными. Значения передаются только в процесс самого инструмента и заменяются на [REDACTED:NAME] в том, что он выводит.</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Учётные данные</translation>
    </message>
    <message>
        <source>&amp;Add tool…</source>
        <translation>Добавить инструмен&amp;т…</translation>
    </message>
    <message>
        <source>Register a tool and its credentials (Ctrl+N)</source>
        <translation>Зарегистрировать инструмент и его учётные данные (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Change the selected tool (Enter)</source>
        <translation>Изменить выбранный инструмент (Enter)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected tool and every credential stored for it (Del)</source>
        <translation>Удалить выбранный инструмент и все его сохранённые учётные данные (Del)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Load the tools again (F5)</source>
        <translation>Загрузить инструменты заново (F5)</translation>
    </message>
    <message>
        <source>Credentials status</source>
        <translation>Состояние учётных данных</translation>
    </message>
    <message>
        <source>Loading tools</source>
        <translation>Загрузка инструментов</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) registered, {enabled} enabled.</source>
        <translation>
            <numerusform>Зарегистрирован %n инструмент, включено: {enabled}.</numerusform>
            <numerusform>Зарегистрировано %n инструмента, включено: {enabled}.</numerusform>
            <numerusform>Зарегистрировано %n инструментов, включено: {enabled}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the tools; see the status bar.</source>
        <translation>Не удалось загрузить инструменты; см. строку состояния.</translation>
    </message>
    <message>
        <source>Switching {name} on</source>
        <translation>Включение {name}</translation>
    </message>
    <message>
        <source>Switching {name} off</source>
        <translation>Выключение {name}</translation>
    </message>
    <message>
        <source>Changing the tool</source>
        <translation>Изменение инструмента</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>Получение списка агентов</translation>
    </message>
    <message>
        <source>Opening {name}</source>
        <translation>Открытие {name}</translation>
    </message>
    <message>
        <source>Saved {tool}.</source>
        <translation>{tool} сохранён.</translation>
    </message>
    <message>
        <source>Delete {name} and every credential stored for it?</source>
        <translation>Удалить {name} и все его сохранённые учётные данные?</translation>
    </message>
    <message>
        <source>Its default credentials, your own and every agent&apos;s, and its grants are deleted with it. This cannot be undone.</source>
        <translation>Вместе с ним удаляются его учётные данные по умолчанию, ваши и каждого агента, а также разрешения. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>Удаление {name}</translation>
    </message>
    <message>
        <source>Deleted {tool} and its credentials.</source>
        <translation>{tool} и его учётные данные удалены.</translation>
    </message>
</context>
<context>
    <name>DatabaseLockedDialog</name>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>DenyRulesEditor</name>
    <message>
        <source>Deny patterns</source>
        <translation>Запрещающие шаблоны</translation>
    </message>
    <message>
        <source>New deny pattern</source>
        <translation>Новый запрещающий шаблон</translation>
    </message>
    <message>
        <source>regex, e.g. auth\s+token</source>
        <translation>регулярное выражение, например auth\s+token</translation>
    </message>
    <message>
        <source>+  Add r&amp;ule</source>
        <translation>+  Добавить прави&amp;ло</translation>
    </message>
    <message>
        <source>Add deny pattern</source>
        <translation>Добавить запрещающий шаблон</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>Remove selected deny pattern</source>
        <translation>Убрать выбранный запрещающий шаблон</translation>
    </message>
    <message>
        <source>Deny pattern problem</source>
        <translation>Проблема с запрещающим шаблоном</translation>
    </message>
    <message>
        <source>Block &amp;verbose and debug flags (-v, --verbose, --debug, …)</source>
        <translation>Блокировать подробные и отладочные &amp;флаги (-v, --verbose, --debug, …)</translation>
    </message>
    <message>
        <source>Block verbose and debug flags</source>
        <translation>Блокировать подробные и отладочные флаги</translation>
    </message>
    <message>
        <source>Verbose modes of many tools print the very headers and tokens that are injected.</source>
        <translation>Подробный режим многих инструментов печатает те самые заголовки и токены, которые им передаются.</translation>
    </message>
    <message>
        <source>&amp;Would this be denied?</source>
        <translation>&amp;Будет ли это запрещено?</translation>
    </message>
    <message>
        <source>Arguments to test against the deny rules</source>
        <translation>Аргументы для проверки по запрещающим правилам</translation>
    </message>
    <message>
        <source>arguments, e.g. auth token --show</source>
        <translation>аргументы, например auth token --show</translation>
    </message>
    <message>
        <source>Clear the test arguments</source>
        <translation>Очистить тестовые аргументы</translation>
    </message>
    <message>
        <source>Deny rule verdict</source>
        <translation>Вердикт запрещающих правил</translation>
    </message>
    <message>
        <source>An empty pattern would match everything; type a regular expression.</source>
        <translation>Пустой шаблон подойдёт ко всему; введите регулярное выражение.</translation>
    </message>
    <message>
        <source>{pattern} is not a valid regular expression ({error}).</source>
        <translation>{pattern} — неверное регулярное выражение ({error}).</translation>
    </message>
    <message>
        <source>{pattern} is already in the list.</source>
        <translation>{pattern} уже есть в списке.</translation>
    </message>
    <message numerus="yes">
        <source>Type arguments to check them against %n rule(s).</source>
        <translation>
            <numerusform>Введите аргументы, чтобы проверить их по %n правилу.</numerusform>
            <numerusform>Введите аргументы, чтобы проверить их по %n правилам.</numerusform>
            <numerusform>Введите аргументы, чтобы проверить их по %n правилам.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DenyWords</name>
    <message>
        <source>Allowed: no rule matches these arguments.</source>
        <translation>Разрешено: ни одно правило не подходит к этим аргументам.</translation>
    </message>
    <message>
        <source>The arguments have an unclosed quote; close it or remove it.</source>
        <translation>В аргументах есть незакрытая кавычка; закройте или уберите её.</translation>
    </message>
    <message>
        <source>Denied: the arguments in {rule} cannot be checked (unreadable or too large)</source>
        <translation>Запрещено: аргументы в {rule} нельзя проверить (не читаются или слишком велики)</translation>
    </message>
    <message>
        <source>Denied by the rule  {rule}</source>
        <translation>Запрещено правилом  {rule}</translation>
    </message>
    <message>
        <source>Denied by the verbose-flag rule  {rule}  (verbose output can print credentials)</source>
        <translation>Запрещено правилом подробных флагов  {rule}  (подробный вывод может напечатать учётные данные)</translation>
    </message>
    <message>
        <source>The arguments in {rule} cannot be checked against its deny rules (unreadable or too large); pass them directly.</source>
        <translation>Аргументы в {rule} нельзя проверить по запрещающим правилам (не читаются или слишком велики); передайте их напрямую.</translation>
    </message>
    <message>
        <source>These arguments turn on verbose output, which can print credentials (rule “{rule}”).</source>
        <translation>Эти аргументы включают подробный вывод, который может напечатать учётные данные (правило «{rule}»).</translation>
    </message>
    <message>
        <source>Its deny rule “{rule}” matches these arguments; change them, or the rule (Edit…).</source>
        <translation>Его запрещающее правило «{rule}» подходит к этим аргументам; измените их или правило (Изменить…).</translation>
    </message>
    <message>
        <source>Blocked: {tool} was not run. {why}</source>
        <translation>Заблокировано: {tool} не запущен. {why}</translation>
    </message>
</context>
<context>
    <name>DesktopIntegration</name>
    <message>
        <source>The answer is ready.</source>
        <translation>Ответ готов.</translation>
    </message>
    <message>
        <source>The answer was stopped.</source>
        <translation>Ответ остановлен.</translation>
    </message>
    <message>
        <source>The answer failed; open the chat to see why.</source>
        <translation>Ответ не удался; откройте чат, чтобы узнать почему.</translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL failed; open the Promote page to see why.</source>
        <translation>Перенос в PostgreSQL не удался; откройте страницу «Перенос», чтобы узнать почему.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) copied and verified.</source>
        <translation>
            <numerusform>%Ln строка скопирована и проверена.</numerusform>
            <numerusform>%Ln строки скопированы и проверены.</numerusform>
            <numerusform>%Ln строк скопировано и проверено.</numerusform>
        </translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL finished.</source>
        <translation>Перенос в PostgreSQL завершён.</translation>
    </message>
    <message>
        <source>The agent finished.</source>
        <translation>Агент закончил.</translation>
    </message>
    <message>
        <source>The job %1 finished.</source>
        <translation>Задание %1 выполнено.</translation>
    </message>
    <message>
        <source>The job %1 was skipped: its time passed while the computer was off.</source>
        <translation>Задание %1 пропущено: его время прошло, пока компьютер был выключен.</translation>
    </message>
    <message>
        <source>The job %1 failed; open Jobs to see why.</source>
        <translation>Задание %1 не удалось; откройте «Задания», чтобы узнать почему.</translation>
    </message>
</context>
<context>
    <name>DiagnosticsBox</name>
    <message>
        <source>Rows per table</source>
        <translation>Строк в таблицах</translation>
    </message>
    <message>
        <source>Rows per table of the database, for a bug report or a check after an import.</source>
        <translation>Число строк в каждой таблице базы данных — для отчёта об ошибке или проверки после импорта.</translation>
    </message>
    <message>
        <source>Count rows</source>
        <translation>Подсчитать строки</translation>
    </message>
    <message>
        <source>Count rows per table</source>
        <translation>Подсчитать строки в каждой таблице</translation>
    </message>
    <message>
        <source>Count the rows of every table</source>
        <translation>Подсчитать строки во всех таблицах</translation>
    </message>
    <message>
        <source>Row counts per table</source>
        <translation>Число строк по таблицам</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строк</translation>
    </message>
    <message>
        <source>Counting rows…</source>
        <translation>Подсчёт строк…</translation>
    </message>
    <message>
        <source>Counting rows</source>
        <translation>Подсчёт строк</translation>
    </message>
    <message>
        <source>{tables}, {rows} in total.</source>
        <translation>{tables}, всего {rows}.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n таблица</numerusform>
            <numerusform>%n таблицы</numerusform>
            <numerusform>%n таблиц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln строка</numerusform>
            <numerusform>%Ln строки</numerusform>
            <numerusform>%Ln строк</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not count the rows; see the status bar.</source>
        <translation>Не удалось подсчитать строки; см. строку состояния.</translation>
    </message>
</context>
<context>
    <name>DonePage</name>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Creating the provider and the agent…</source>
        <translation>Создание провайдера и агента…</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <source>Your GoClaw Lite providers and agents came over; chat with them right away.</source>
        <translation>Ваши провайдеры и агенты из GoClaw Lite перенесены; можно сразу начинать общение.</translation>
    </message>
    <message>
        <source>Press Finish to start chatting.</source>
        <translation>Нажмите «Готово», чтобы начать общение.</translation>
    </message>
    <message>
        <source>Go back to change it, or Cancel to skip.</source>
        <translation>Вернитесь, чтобы исправить, или нажмите «Отмена», чтобы пропустить.</translation>
    </message>
    <message>
        <source>No model server was set up; the Chat page will offer one when you open it.</source>
        <translation>Сервер моделей не настроен; страница «Чат» предложит его, когда вы её откроете.</translation>
    </message>
    <message>
        <source>Provider {server} ({address}).</source>
        <translation>Провайдер {server} ({address}).</translation>
    </message>
    <message>
        <source> It is your default agent.</source>
        <translation> Это ваш агент по умолчанию.</translation>
    </message>
    <message>
        <source>Agent {agent} chats with {model}.</source>
        <translation>Агент {agent} общается через {model}.</translation>
    </message>
</context>
<context>
    <name>DuplicatesPanel</name>
    <message>
        <source>No likely duplicates are waiting for review.</source>
        <translation>Нет вероятных дубликатов, ожидающих проверки.</translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>Вероятные дубликаты</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Сходство</translation>
    </message>
    <message>
        <source>Bold values differ.</source>
        <translation>Различающиеся значения выделены жирным.</translation>
    </message>
    <message>
        <source>&amp;Keep both</source>
        <translation>&amp;Оставить обе</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Оставить обе</translation>
    </message>
    <message>
        <source>They are different things: never propose this pair again</source>
        <translation>Это разные вещи: больше не предлагать эту пару</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>Объ&amp;единить</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Объединить</translation>
    </message>
    <message>
        <source>Fold the other entity, its names and relations into the one marked Keep</source>
        <translation>Перенести другую сущность, её имена и связи в сущность, отмеченную «Оставить»</translation>
    </message>
    <message>
        <source>{a} and {b} are {percent} similar</source>
        <translation>«{a}» и «{b}» похожи на {percent}</translation>
    </message>
    <message>
        <source>{a} and {b}, {percent} similar</source>
        <translation>«{a}» и «{b}», сходство {percent}</translation>
    </message>
    <message>
        <source>{percent} similar · names {names}</source>
        <translation>Сходство {percent} · имена {names}</translation>
    </message>
    <message>
        <source>{percent} similar</source>
        <translation>Сходство {percent}</translation>
    </message>
    <message>
        <source>&amp;Merge into “{name}”</source>
        <translation>Объ&amp;единить с «{name}»</translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
</context>
<context>
    <name>EmptyGraph</name>
    <message>
        <source>&amp;Import a graph file…</source>
        <translation>&amp;Импорт файла графа…</translation>
    </message>
    <message>
        <source>Open &amp;Chat</source>
        <translation>Открыть &amp;чат</translation>
    </message>
    <message>
        <source>Create an a&amp;gent…</source>
        <translation>Создать а&amp;гента…</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>Агентов пока нет</translation>
    </message>
    <message>
        <source>Each agent keeps its own knowledge graph. Create an agent on the Agents page; what it learns in chats shows up here.</source>
        <translation>У каждого агента свой граф знаний. Создайте агента на странице «Агенты»; то, что он узнаёт в чатах, появится здесь.</translation>
    </message>
    <message>
        <source>Nothing known at that moment</source>
        <translation>На тот момент ничего не известно</translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph was empty then. Untick “As of” to see it now.</source>
        <translation>Тогда граф знаний этого агента был пуст. Снимите флажок «На момент», чтобы увидеть его сейчас.</translation>
    </message>
    <message>
        <source>This knowledge graph is empty</source>
        <translation>Этот граф знаний пуст</translation>
    </message>
    <message>
        <source>Your agent adds what it learns as you chat with it. You can also import a knowledge graph file (JSON), such as one exported from another agent or another computer.</source>
        <translation>Агент добавляет то, что узнаёт, пока вы с ним общаетесь. Можно также импортировать файл графа знаний (JSON), например экспортированный из другого агента или с другого компьютера.</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>No tools registered yet</source>
        <translation>Инструменты пока не зарегистрированы</translation>
    </message>
    <message>
        <source>Add a command-line tool such as gh, aws or kubectl with the variables it reads its credentials from. Agents can then run it without ever seeing a value.</source>
        <translation>Добавьте консольный инструмент, например gh, aws или kubectl, с переменными, из которых он читает учётные данные. Тогда агенты смогут запускать его, не видя значений.</translation>
    </message>
    <message>
        <source>Add a &amp;tool…</source>
        <translation>Добавить &amp;инструмент…</translation>
    </message>
    <message>
        <source>Add your first tool</source>
        <translation>Добавить первый инструмент</translation>
    </message>
    <message>
        <source>Register a tool and its credentials</source>
        <translation>Зарегистрировать инструмент и его учётные данные</translation>
    </message>
</context>
<context>
    <name>EntityCard</name>
    <message>
        <source>Relations</source>
        <translation>Связи</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Псевдонимы</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создано</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>Последнее обновление</translation>
    </message>
    <message>
        <source>Keep this one</source>
        <translation>Оставить эту</translation>
    </message>
    <message>
        <source>Keep “{name}”</source>
        <translation>Оставить «{name}»</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Оставить «{name}»</translation>
    </message>
</context>
<context>
    <name>EntityDetailPanel</name>
    <message>
        <source>Select an entity to see its details.</source>
        <translation>Выберите сущность, чтобы увидеть подробности.</translation>
    </message>
    <message>
        <source>Entity details</source>
        <translation>Подробности сущности</translation>
    </message>
    <message>
        <source>Entity name</source>
        <translation>Имя сущности</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Тип сущности</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Правка…</translation>
    </message>
    <message>
        <source>Edit entity</source>
        <translation>Изменить сущность</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Delete entity</source>
        <translation>Удалить сущность</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Срок действия</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Псевдонимы</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Обновлено</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Действует</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Outgoing</source>
        <translation>Исходящие</translation>
    </message>
    <message>
        <source>Outgoing relations</source>
        <translation>Исходящие связи</translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>Входящие</translation>
    </message>
    <message>
        <source>Incoming relations</source>
        <translation>Входящие связи</translation>
    </message>
    <message>
        <source>Click or press Enter to open the entity at the other end</source>
        <translation>Щёлкните или нажмите Enter, чтобы открыть сущность на другом конце</translation>
    </message>
    <message>
        <source>No description.</source>
        <translation>Нет описания.</translation>
    </message>
    <message>
        <source>Properties ({count})</source>
        <translation>Свойства ({count})</translation>
    </message>
    <message>
        <source>Properties: none</source>
        <translation>Свойства: нет</translation>
    </message>
    <message>
        <source>{text}. Opens {name}</source>
        <translation>{text}. Открывает «{name}»</translation>
    </message>
    <message>
        <source>Open {name} (confidence {confidence})</source>
        <translation>Открыть «{name}» (уверенность {confidence})</translation>
    </message>
    <message>
        <source>Outgoing ({count})</source>
        <translation>Исходящие ({count})</translation>
    </message>
    <message>
        <source>Outgoing: none</source>
        <translation>Исходящие: нет</translation>
    </message>
    <message>
        <source>Incoming ({count})</source>
        <translation>Входящие ({count})</translation>
    </message>
    <message>
        <source>Incoming: none</source>
        <translation>Входящие: нет</translation>
    </message>
    <message>
        <source>Change this entity (F2)</source>
        <translation>Изменить эту сущность (F2)</translation>
    </message>
    <message>
        <source>Delete this entity and its relations (Del); Undo brings them back</source>
        <translation>Удалить эту сущность и её связи (Del); «Отменить» вернёт их</translation>
    </message>
</context>
<context>
    <name>EntityEditDialog</name>
    <message>
        <source>Edit {name}</source>
        <translation>Изменить «{name}»</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Тип</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Описание</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Псевдонимы</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Другие имена через запятую</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>&amp;Псевдонимы</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>&amp;Confidence</source>
        <translation>&amp;Уверенность</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>Действует с</translation>
    </message>
    <message>
        <source>Valid &amp;from</source>
        <translation>Действует &amp;с</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Заканчивается</translation>
    </message>
    <message>
        <source>Validity ends</source>
        <translation>Срок действия заканчивается</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Действует до</translation>
    </message>
    <message>
        <source>Valid &amp;until</source>
        <translation>Действует &amp;до</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Добавить свойство</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Удалить свойство</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Save entity</source>
        <translation>Сохранить сущность</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The property in row {row} has a value but no key.</source>
        <translation>У свойства в строке {row} есть значение, но нет ключа.</translation>
    </message>
    <message>
        <source>The property “{key}” appears twice.</source>
        <translation>Свойство «{key}» встречается дважды.</translation>
    </message>
    <message>
        <source>The property “{key}” held JSON ({kind}); “{text}” is not valid JSON.</source>
        <translation>Свойство «{key}» содержало JSON ({kind}); «{text}» — недопустимый JSON.</translation>
    </message>
</context>
<context>
    <name>EntityListPanel</name>
    <message>
        <source>Search entities…</source>
        <translation>Поиск сущностей…</translation>
    </message>
    <message>
        <source>Search entities</source>
        <translation>Поиск сущностей</translation>
    </message>
    <message>
        <source>Names, types, descriptions and aliases, any case (Ctrl+F)</source>
        <translation>Имена, типы, описания и псевдонимы, без учёта регистра (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <source>Entity type filter</source>
        <translation>Фильтр по типу сущности</translation>
    </message>
    <message>
        <source>Show only entities of one type</source>
        <translation>Показывать только сущности одного типа</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Все типы</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Entity count</source>
        <translation>Число сущностей</translation>
    </message>
    <message>
        <source>All types  ({count})</source>
        <translation>Все типы  ({count})</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) loaded; scroll for more</source>
        <translation>
            <numerusform>Загружено %Ln совпадение; прокрутите, чтобы увидеть больше</numerusform>
            <numerusform>Загружено %Ln совпадения; прокрутите, чтобы увидеть больше</numerusform>
            <numerusform>Загружено %Ln совпадений; прокрутите, чтобы увидеть больше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln совпадение</numerusform>
            <numerusform>%Ln совпадения</numerusform>
            <numerusform>%Ln совпадений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %Ln entity(ies) loaded; scroll for more</source>
        <translation>
            <numerusform>Загружено {loaded} из %Ln сущности; прокрутите, чтобы увидеть больше</numerusform>
            <numerusform>Загружено {loaded} из %Ln сущностей; прокрутите, чтобы увидеть больше</numerusform>
            <numerusform>Загружено {loaded} из %Ln сущностей; прокрутите, чтобы увидеть больше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Sort entities</source>
        <translation>Сортировка сущностей</translation>
    </message>
    <message>
        <source>Sort by the column headers, or with the most relations first</source>
        <translation>Сортировать по заголовкам столбцов или сначала с наибольшим числом связей</translation>
    </message>
    <message>
        <source>By column</source>
        <translation>По столбцу</translation>
    </message>
    <message>
        <source>Most connected</source>
        <translation>Самые связанные</translation>
    </message>
</context>
<context>
    <name>EntityTableModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>Увер.</translation>
    </message>
    <message>
        <source>Loading entities</source>
        <translation>Загрузка сущностей</translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <source>Wrong user name or password</source>
        <translation>Неверное имя пользователя или пароль</translation>
    </message>
    <message>
        <source>The server cannot be reached</source>
        <translation>Сервер недоступен</translation>
    </message>
    <message>
        <source>Missing privileges</source>
        <translation>Недостаточно прав</translation>
    </message>
    <message>
        <source>No such database</source>
        <translation>Такой базы данных нет</translation>
    </message>
    <message>
        <source>No such user</source>
        <translation>Такого пользователя нет</translation>
    </message>
    <message>
        <source>The server refuses this connection</source>
        <translation>Сервер отклоняет это подключение</translation>
    </message>
    <message>
        <source>The server is busy</source>
        <translation>Сервер занят</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Не удаётся подключиться</translation>
    </message>
    <message>
        <source>This database belongs to another install</source>
        <translation>Эта база данных принадлежит другой установке</translation>
    </message>
    <message>
        <source>The copy differs from the source</source>
        <translation>Копия отличается от источника</translation>
    </message>
    <message>
        <source>The server&apos;s disk is full</source>
        <translation>Диск сервера заполнен</translation>
    </message>
    <message>
        <source>Promotion failed</source>
        <translation>Перенос не удался</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
</context>
<context>
    <name>ErrorWords</name>
    <message>
        <source>The encryption key in the environment variable {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Ключ шифрования из переменной окружения {where} (отпечаток {fingerprint}) не открывает эту базу данных. Ничего не прочитано и не записано; укажите ключ, с которым она была создана.</translation>
    </message>
    <message>
        <source>The encryption key in the file {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Ключ шифрования из файла {where} (отпечаток {fingerprint}) не открывает эту базу данных. Ничего не прочитано и не записано; укажите ключ, с которым она была создана.</translation>
    </message>
    <message>
        <source>The encryption key in the OS keyring (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Ключ шифрования из связки ключей ОС (отпечаток {fingerprint}) не открывает эту базу данных. Ничего не прочитано и не записано; укажите ключ, с которым она была создана.</translation>
    </message>
    <message>
        <source>That key (fingerprint {fingerprint}) does not open this database; nothing was stored.</source>
        <translation>Этот ключ (отпечаток {fingerprint}) не открывает эту базу данных; ничего не сохранено.</translation>
    </message>
    <message>
        <source>{source} was sealed under another encryption key; nothing was changed. Restore it from the command line with its key (`db restore FILE --key-file KEY`).</source>
        <translation>{source} зашифрован другим ключом шифрования; ничего не изменено. Восстановите его из командной строки с его ключом (`db restore FILE --key-file KEY`).</translation>
    </message>
    <message>
        <source>The key in {key_file} does not open {source} either; nothing was changed.</source>
        <translation>Ключ из {key_file} тоже не открывает {source}; ничего не изменено.</translation>
    </message>
    <message>
        <source>{path} is not a SQLite database; it was left untouched. Move it away, or set GOCLAW_HOME to another folder.</source>
        <translation>{path} — не база данных SQLite; файл не тронут. Переместите его или укажите в GOCLAW_HOME другую папку.</translation>
    </message>
    <message>
        <source>{path} is not a GoClaw Lite database; it was left untouched.</source>
        <translation>{path} — не база данных GoClaw Lite; файл не тронут.</translation>
    </message>
    <message>
        <source>{source} holds no GoClaw Lite database (it is empty); nothing was changed.</source>
        <translation>В {source} нет базы данных GoClaw Lite (файл пуст); ничего не изменено.</translation>
    </message>
    <message>
        <source>{path} is damaged: it failed its integrity check ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} повреждён: не прошёл проверку целостности ({problem}). Файл не тронут; восстановите резервную копию или переместите файл, чтобы начать заново.</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read it ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} повреждён: SQLite не может его прочитать ({problem}). Файл не тронут; восстановите резервную копию или переместите файл, чтобы начать заново.</translation>
    </message>
    <message>
        <source>{source} is damaged ({problem}); it was not restored and nothing was changed.</source>
        <translation>{source} повреждён ({problem}); он не восстановлен, ничего не изменено.</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}, newer than this GoClaw Lite ({app_version}, schema {supported}). Upgrade GoClaw Lite; the database was left untouched.</source>
        <translation>{path} имеет версию схемы {version}, более новую, чем у этого GoClaw Lite ({app_version}, схема {supported}). Обновите GoClaw Lite; база данных не тронута.</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}; this GoClaw Lite upgrades from version {oldest} onward. The database was left untouched.</source>
        <translation>{path} имеет версию схемы {version}; этот GoClaw Lite обновляет базы начиная с версии {oldest}. База данных не тронута.</translation>
    </message>
    <message>
        <source>Cannot connect to the model server at {address}: is it running, and is its address right?</source>
        <translation>Не удаётся подключиться к серверу моделей по адресу {address}: он запущен и адрес верен?</translation>
    </message>
    <message>
        <source>The model server did not answer in time.</source>
        <translation>Сервер моделей не ответил вовремя.</translation>
    </message>
    <message>
        <source>The model server refused the API key; check the key in its settings.</source>
        <translation>Сервер моделей отклонил API-ключ; проверьте ключ в его настройках.</translation>
    </message>
    <message>
        <source>The model server has no model {model}.</source>
        <translation>На сервере моделей нет модели {model}.</translation>
    </message>
    <message>
        <source>{name} is not a usable zip file; nothing was installed.</source>
        <translation>{name} — непригодный zip-файл; ничего не установлено.</translation>
    </message>
    <message>
        <source>{name} is neither a skill folder nor a .zip file.</source>
        <translation>{name} — не папка навыка и не файл .zip.</translation>
    </message>
    <message>
        <source>{name} has no SKILL.md at its top (or in its one top folder); nothing was installed.</source>
        <translation>В {name} нет SKILL.md на верхнем уровне (или в единственной верхней папке); ничего не установлено.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} не существует.</translation>
    </message>
    <message>
        <source>Gave up after too many attempts to open the database.</source>
        <translation>Слишком много попыток открыть базу данных; попытки прекращены.</translation>
    </message>
</context>
<context>
    <name>EvolutionPageWidget</name>
    <message>
        <source>How each agent&apos;s tools, memory and routes did in the last 30 days, and what could be improved. Approving a suggestion applies it to the agent.</source>
        <translation>Как инструменты, память и маршруты каждого агента работали последние 30 дней и что можно улучшить. Одобренное предложение применяется к агенту.</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Сколько раз</translation>
    </message>
    <message>
        <source>How well</source>
        <translation>Насколько хорошо</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Предложение</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Эволюция</translation>
    </message>
    <message>
        <source>Metrics per agent</source>
        <translation>Показатели по агентам</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Предложения</translation>
    </message>
    <message>
        <source>Details of the selected suggestion</source>
        <translation>Подробности выбранного предложения</translation>
    </message>
    <message>
        <source>Select a suggestion to see why it was made and what approving it changes.</source>
        <translation>Выберите предложение, чтобы увидеть, почему оно сделано и что изменит его одобрение.</translation>
    </message>
    <message>
        <source>Nothing measured yet. As agents chat, GoClaw Lite counts how their tools, memory and model servers do; suggestions to improve them are made from these counts.</source>
        <translation>Пока ничего не измерено. Пока агенты общаются, GoClaw Lite считает, как работают их инструменты, память и серверы моделей; из этих данных составляются предложения по улучшению.</translation>
    </message>
    <message>
        <source>Open Chat</source>
        <translation>Открыть чат</translation>
    </message>
    <message>
        <source>Evolution status</source>
        <translation>Состояние эволюции</translation>
    </message>
    <message>
        <source>&lt;b&gt;Metrics&lt;/b&gt; (last 30 days)</source>
        <translation>&lt;b&gt;Показатели&lt;/b&gt; (последние 30 дней)</translation>
    </message>
    <message>
        <source>Make suggestions now</source>
        <translation>Предложить сейчас</translation>
    </message>
    <message>
        <source>Look at the metrics and add any new suggestion</source>
        <translation>Изучить показатели и добавить новые предложения</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh evolution</source>
        <translation>Обновить эволюцию</translation>
    </message>
    <message>
        <source>Load the metrics and suggestions again</source>
        <translation>Загрузить показатели и предложения заново</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggestions&lt;/b&gt; showing</source>
        <translation>&lt;b&gt;Предложения&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Show suggestions with status</source>
        <translation>Показывать предложения в состоянии</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Одобрить</translation>
    </message>
    <message>
        <source>Approve the selected suggestion</source>
        <translation>Одобрить выбранное предложение</translation>
    </message>
    <message>
        <source>Approve it; an automatic suggestion is applied to its agent at once</source>
        <translation>Одобрить; автоматическое предложение сразу применяется к агенту</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Reject the selected suggestion</source>
        <translation>Отклонить выбранное предложение</translation>
    </message>
    <message>
        <source>Reject it; it will not be suggested again</source>
        <translation>Отклонить; больше не будет предлагаться</translation>
    </message>
    <message>
        <source>Loading the evolution page</source>
        <translation>Загрузка страницы эволюции</translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>удалённый агент</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) shown, {pending} waiting for review.</source>
        <translation>
            <numerusform>Показано %n предложение, ждут проверки: {pending}.</numerusform>
            <numerusform>Показано %n предложения, ждут проверки: {pending}.</numerusform>
            <numerusform>Показано %n предложений, ждут проверки: {pending}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestions to show. “Make suggestions now” looks at the metrics for any.</source>
        <translation>Предложений нет. «Предложить сейчас» поищет их в показателях.</translation>
    </message>
    <message>
        <source>{what} failed; see the status bar.</source>
        <translation>{what}: ошибка; см. строку состояния.</translation>
    </message>
    <message>
        <source>No new suggestions: nothing in the metrics calls for one.</source>
        <translation>Новых предложений нет: показатели ничего не требуют.</translation>
    </message>
    <message numerus="yes">
        <source>%n new suggestion(s).</source>
        <translation>
            <numerusform>%n новое предложение.</numerusform>
            <numerusform>%n новых предложения.</numerusform>
            <numerusform>%n новых предложений.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making suggestions</source>
        <translation>Подготовка предложений</translation>
    </message>
    <message>
        <source>Approving the suggestion</source>
        <translation>Одобрение предложения</translation>
    </message>
    <message>
        <source>Rejecting the suggestion</source>
        <translation>Отклонение предложения</translation>
    </message>
    <message>
        <source>Suggestion {status}: {suggestion}</source>
        <translation>Предложение — {status}: {suggestion}</translation>
    </message>
</context>
<context>
    <name>EvolutionWords</name>
    <message>
        <source>Pending</source>
        <translation>Ожидает</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Одобрено</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Применено</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message numerus="yes">
        <source>%Ln call(s)</source>
        <translation>
            <numerusform>%Ln вызов</numerusform>
            <numerusform>%Ln вызова</numerusform>
            <numerusform>%Ln вызовов</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% succeeded</source>
        <translation>{percent}% успешно</translation>
    </message>
    <message>
        <source>{ms} ms on average</source>
        <translation>в среднем {ms} мс</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message numerus="yes">
        <source>%Ln search(es)</source>
        <translation>
            <numerusform>%Ln поиск</numerusform>
            <numerusform>%Ln поиска</numerusform>
            <numerusform>%Ln поисков</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% used</source>
        <translation>{percent}% использовано</translation>
    </message>
    <message>
        <source>relevance {score}</source>
        <translation>релевантность {score}</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Отзывы</translation>
    </message>
    <message>
        <source>Helpful / not helpful</source>
        <translation>Полезно / бесполезно</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rating(s)</source>
        <translation>
            <numerusform>%Ln оценка</numerusform>
            <numerusform>%Ln оценки</numerusform>
            <numerusform>%Ln оценок</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% helpful</source>
        <translation>{percent}% полезно</translation>
    </message>
    <message>
        <source>{up} helpful, {down} not</source>
        <translation>{up} полезно, {down} нет</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{model} на {server}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln ответ</numerusform>
            <numerusform>%Ln ответа</numerusform>
            <numerusform>%Ln ответов</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% of answers</source>
        <translation>{percent}% ответов</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Пока ничего не измерено</translation>
    </message>
    <message>
        <source>Why: {rationale}</source>
        <translation>Почему: {rationale}</translation>
    </message>
    <message>
        <source>Status: {status}</source>
        <translation>Состояние: {status}</translation>
    </message>
    <message>
        <source>Reviewed by {who} at {when}</source>
        <translation>Проверено: {who}, {when}</translation>
    </message>
    <message>
        <source>What applying changed:</source>
        <translation>Что изменило применение:</translation>
    </message>
    <message>
        <source>Advice only: nothing was changed automatically.</source>
        <translation>Только совет: ничего не изменено автоматически.</translation>
    </message>
    <message>
        <source>nothing set</source>
        <translation>ничего не задано</translation>
    </message>
</context>
<context>
    <name>FilesTab</name>
    <message>
        <source>Files status</source>
        <translation>Состояние файлов</translation>
    </message>
    <message>
        <source>&amp;Put it back</source>
        <translation>Вер&amp;нуть</translation>
    </message>
    <message>
        <source>Put the removed file back</source>
        <translation>Вернуть удалённый файл</translation>
    </message>
    <message>
        <source>Revert fil&amp;e</source>
        <translation>Отменить &amp;правки</translation>
    </message>
    <message>
        <source>Forget the file&apos;s changes</source>
        <translation>Забыть изменения файла</translation>
    </message>
    <message>
        <source>S&amp;ave file</source>
        <translation>Сохранить фа&amp;йл</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>Сохранить этот файл</translation>
    </message>
    <message>
        <source>Agent files, in prompt order</source>
        <translation>Файлы агента в порядке промпта</translation>
    </message>
    <message>
        <source>New file name</source>
        <translation>Имя нового файла</translation>
    </message>
    <message>
        <source>NOTES.md</source>
        <translation>NOTES.md</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Add a file with this name</source>
        <translation>Добавить файл с этим именем</translation>
    </message>
    <message>
        <source>Rem&amp;ove file</source>
        <translation>Удалить фай&amp;л</translation>
    </message>
    <message>
        <source>Remove the selected file</source>
        <translation>Удалить выбранный файл</translation>
    </message>
    <message>
        <source>File text (Markdown)</source>
        <translation>Текст файла (Markdown)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>The file, rendered.</source>
        <translation>Файл в готовом виде.</translation>
    </message>
    <message>
        <source>Save the agent first; then give it files such as SOUL.md here.</source>
        <translation>Сначала сохраните агента, затем добавьте ему здесь файлы, например SOUL.md.</translation>
    </message>
    <message>
        <source>Loading the agent&apos;s files</source>
        <translation>Загрузка файлов агента</translation>
    </message>
    <message>
        <source>These files go into the agent&apos;s system prompt in this order: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md, then the others by name. Together they may take %1 characters (set by the context window).</source>
        <translation>Эти файлы входят в системный промпт агента в таком порядке: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md, затем остальные по имени. Вместе они могут занять %1 символов (задаётся окном контекста).</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (пусто)</translation>
    </message>
    <message>
        <source>· yours</source>
        <translation>· ваш</translation>
    </message>
    <message>
        <source>⚠ left out</source>
        <translation>⚠ не вошёл</translation>
    </message>
    <message>
        <source>⚠ cut</source>
        <translation>⚠ обрезан</translation>
    </message>
    <message>
        <source>Save or revert %1 first.</source>
        <translation>Сначала сохраните %1 или отмените правки.</translation>
    </message>
    <message>
        <source>%1 is empty: write it and press Save file.</source>
        <translation>%1 пуст: напишите текст и нажмите «Сохранить файл».</translation>
    </message>
    <message>
        <source>Your own copy of %1 for this agent; it overrides the agent&apos;s file.</source>
        <translation>Ваша копия %1 для этого агента; она заменяет файл агента.</translation>
    </message>
    <message>
        <source>Your own file for this agent.</source>
        <translation>Ваш собственный файл для этого агента.</translation>
    </message>
    <message>
        <source>The agent&apos;s %1.</source>
        <translation>%1 агента.</translation>
    </message>
    <message>
        <source>⚠ %1 is left out of the prompt: the files before it fill the budget. Shorten them, or raise the context window.</source>
        <translation>⚠ %1 не вошёл в промпт: файлы перед ним исчерпали лимит. Сократите их или увеличьте окно контекста.</translation>
    </message>
    <message>
        <source>⚠ %1 is cut: the model sees only the first %2 of its %3 characters. Shorten it, or raise the context window.</source>
        <translation>⚠ %1 обрезан: модель видит только первые %2 из его %3 символов. Сократите его или увеличьте окно контекста.</translation>
    </message>
    <message>
        <source>Write %1, then press Save file.</source>
        <translation>Напишите %1 и нажмите «Сохранить файл».</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 сохранён.</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Сохранение %1</translation>
    </message>
    <message>
        <source>Removing %1</source>
        <translation>Удаление %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 удалён.</translation>
    </message>
    <message>
        <source>Put %1 back.</source>
        <translation>%1 возвращён.</translation>
    </message>
    <message>
        <source>Putting %1 back</source>
        <translation>Возврат %1</translation>
    </message>
</context>
<context>
    <name>FilterMenu</name>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>Leave out entity types, relation types or low-confidence entities and relations</source>
        <translation>Скрыть типы сущностей, типы связей или сущности и связи с низкой уверенностью</translation>
    </message>
    <message>
        <source>Filter ●</source>
        <translation>Фильтр ●</translation>
    </message>
    <message>
        <source>Entity types</source>
        <translation>Типы сущностей</translation>
    </message>
    <message>
        <source>Relation types</source>
        <translation>Типы связей</translation>
    </message>
    <message>
        <source>Confidence at least</source>
        <translation>Уверенность не ниже</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Показать всё</translation>
    </message>
</context>
<context>
    <name>FirstRunView</name>
    <message>
        <source>Connect a model server</source>
        <translation>Подключите сервер моделей</translation>
    </message>
    <message>
        <source>GoClaw Lite chats through a model server. It looks for one running on this computer (Ollama, LM Studio or llama.cpp); you can also enter the address of any OpenAI-compatible server.</source>
        <translation>GoClaw Lite общается через сервер моделей. Он ищет сервер, запущенный на этом компьютере (Ollama, LM Studio или llama.cpp); можно также ввести адрес любого OpenAI-совместимого сервера.</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>Поиск серверов на этом компьютере…</translation>
    </message>
    <message>
        <source>Servers found on this computer</source>
        <translation>Серверы, найденные на этом компьютере</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Название модели</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Модель:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Искать снова</translation>
    </message>
    <message>
        <source>Look for servers again</source>
        <translation>Снова искать серверы</translation>
    </message>
    <message>
        <source>Start chatting</source>
        <translation>Начать чат</translation>
    </message>
    <message>
        <source>Or enter a server address</source>
        <translation>Или введите адрес сервера</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>только если сервер его требует</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Test the address</source>
        <translation>Проверить адрес</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API-ключ:</translation>
    </message>
    <message>
        <source>No server? The built-in model (SmolLM2, 135M parameters) runs on this computer with no download and no network: small and quick, best for trying things out.</source>
        <translation>Нет сервера? Встроенная модель (SmolLM2, 135 млн параметров) работает на этом компьютере без загрузки и без сети: маленькая и быстрая, лучше всего для пробы.</translation>
    </message>
    <message>
        <source>Use the built-in model (offline)</source>
        <translation>Встроенная модель (офлайн)</translation>
    </message>
    <message>
        <source>Starting the built-in model… (a few seconds)</source>
        <translation>Запуск встроенной модели… (несколько секунд)</translation>
    </message>
    <message>
        <source>Starting the built-in model</source>
        <translation>Запуск встроенной модели</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>Поиск серверов</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s). Pick one and a model.</source>
        <translation>
            <numerusform>Найден %n сервер. Выберите его и модель.</numerusform>
            <numerusform>Найдено %n сервера. Выберите один и модель.</numerusform>
            <numerusform>Найдено %n серверов. Выберите один и модель.</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer ({ports}). Start one, or enter an address below.</source>
        <translation>На этом компьютере ни один сервер не ответил ({ports}). Запустите сервер или введите адрес ниже.</translation>
    </message>
    <message>
        <source>Enter the address of the server first, for example http://127.0.0.1:11434/v1.</source>
        <translation>Сначала введите адрес сервера, например http://127.0.0.1:11434/v1.</translation>
    </message>
    <message>
        <source>Testing the address</source>
        <translation>Проверка адреса</translation>
    </message>
    <message numerus="yes">
        <source>{server} answers with %Ln model(s).</source>
        <translation>
            <numerusform>{server} отвечает: %Ln модель.</numerusform>
            <numerusform>{server} отвечает: %Ln модели.</numerusform>
            <numerusform>{server} отвечает: %Ln моделей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a server that answered, or test an address first.</source>
        <translation>Выберите ответивший сервер или сначала проверьте адрес.</translation>
    </message>
    <message>
        <source>Pick the model to chat with.</source>
        <translation>Выберите модель для чата.</translation>
    </message>
    <message>
        <source>Setting up the server</source>
        <translation>Настройка сервера</translation>
    </message>
</context>
<context>
    <name>GrantDialog</name>
    <message>
        <source>Let an agent use {server}</source>
        <translation>Дать агенту {server}</translation>
    </message>
    <message>
        <source>Tools of {server} for {agent}</source>
        <translation>Инструменты {server} для {agent}</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>&amp;Агент</translation>
    </message>
    <message>
        <source>How its tools start</source>
        <translation>Как включаются его инструменты</translation>
    </message>
    <message>
        <source>Ask before each tool&apos;s first use</source>
        <translation>Спрашивать перед первым использованием каждого инструмента</translation>
    </message>
    <message>
        <source>Allow without asking</source>
        <translation>Разрешать без вопросов</translation>
    </message>
    <message>
        <source>Refuse until allowed one by one</source>
        <translation>Запрещать, пока не разрешены по одному</translation>
    </message>
    <message>
        <source>Timeout per call for this agent</source>
        <translation>Тайм-аут вызова для этого агента</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>the server&apos;s ({timeout_sec} s)</source>
        <translation>как у сервера ({timeout_sec} с)</translation>
    </message>
    <message>
        <source>Tools &amp;start</source>
        <translation>&amp;Включение инструментов</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>Тайм-аут в&amp;ызова</translation>
    </message>
    <message>
        <source>Starting {label} to list its tools…</source>
        <translation>Запуск {label}, чтобы получить список инструментов…</translation>
    </message>
    <message>
        <source>Tools the agent may use</source>
        <translation>Инструменты, доступные агенту</translation>
    </message>
    <message>
        <source>Tools the server adds later are allowed too</source>
        <translation>Инструменты, которые сервер добавит позже, тоже разрешены</translation>
    </message>
    <message>
        <source>&amp;Tools the agent may use (each asks before its first use)</source>
        <translation>&amp;Инструменты, доступные агенту (каждый спросит перед первым использованием)</translation>
    </message>
    <message>
        <source>Grant</source>
        <translation>Выдать</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>There is no agent yet; create one first.</source>
        <translation>Агентов пока нет; сначала создайте агента.</translation>
    </message>
    <message>
        <source>Listing the tools of {label}</source>
        <translation>Получение инструментов {label}</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n инструмент</numerusform>
            <numerusform>%n инструмента</numerusform>
            <numerusform>%n инструментов</numerusform>
        </translation>
    </message>
    <message>
        <source>; {count} left out (see Test)</source>
        <translation>; исключено: {count} (см. «Проверить»)</translation>
    </message>
    <message>
        <source>Listing its tools</source>
        <translation>Получение его инструментов</translation>
    </message>
    <message>
        <source>The grant covers all its tools.</source>
        <translation>Разрешение распространяется на все его инструменты.</translation>
    </message>
    <message>
        <source>Tick at least one tool, or let the server&apos;s later tools in.</source>
        <translation>Отметьте хотя бы один инструмент или разрешите инструменты, которые сервер добавит позже.</translation>
    </message>
    <message>
        <source>Granting the server</source>
        <translation>Выдача сервера</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>Graph status</source>
        <translation>Состояние графа</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Показать ещё</translation>
    </message>
    <message>
        <source>Show more entities</source>
        <translation>Показать ещё сущности</translation>
    </message>
    <message>
        <source>Open the nearest cluster: draw up to {count} of its entities (or click a cluster)</source>
        <translation>Раскрыть ближайший кластер: показать до {count} его сущностей (или щёлкните кластер)</translation>
    </message>
    <message>
        <source>Select an entity to see its neighbourhood.</source>
        <translation>Выберите сущность, чтобы увидеть её окружение.</translation>
    </message>
    <message>
        <source>Nothing to collapse: select a node you expanded.</source>
        <translation>Нечего свернуть: выберите узел, который вы раскрыли.</translation>
    </message>
    <message>
        <source>Opening the cluster</source>
        <translation>Открытие кластера</translation>
    </message>
    <message>
        <source>The entity at the centre was deleted. Select another one.</source>
        <translation>Сущность в центре удалена. Выберите другую.</translation>
    </message>
    <message>
        <source>Loading the graph</source>
        <translation>Загрузка графа</translation>
    </message>
    <message>
        <source>Expanding</source>
        <translation>Раскрытие</translation>
    </message>
    <message>
        <source>This entity</source>
        <translation>Эта сущность</translation>
    </message>
    <message>
        <source>{name} has no other neighbours to show.</source>
        <translation>У «{name}» больше нет соседей для показа.</translation>
    </message>
    <message>
        <source>Select exactly two entities (Ctrl+click) to find the path between them.</source>
        <translation>Выберите ровно две сущности (Ctrl+щелчок), чтобы найти путь между ними.</translation>
    </message>
    <message>
        <source>the first entity</source>
        <translation>первая сущность</translation>
    </message>
    <message>
        <source>the second entity</source>
        <translation>вторая сущность</translation>
    </message>
    <message>
        <source>Finding a path</source>
        <translation>Поиск пути</translation>
    </message>
    <message>
        <source>No chain of up to {most} relations links {first} and {second}.</source>
        <translation>Никакая цепочка из не более чем {most} связей не соединяет «{first}» и «{second}».</translation>
    </message>
    <message numerus="yes">
        <source>{first} and {last} are %n relation(s) apart.</source>
        <translation>
            <numerusform>«{first}» и «{last}» разделяет %n связь.</numerusform>
            <numerusform>«{first}» и «{last}» разделяют %n связи.</numerusform>
            <numerusform>«{first}» и «{last}» разделяют %n связей.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} — depth {depth} as of {when}</source>
        <translation>{name} — глубина {depth} на {when}</translation>
    </message>
    <message>
        <source>{name} — depth {depth}</source>
        <translation>{name} — глубина {depth}</translation>
    </message>
</context>
<context>
    <name>GraphTools</name>
    <message>
        <source>Graph tools</source>
        <translation>Инструменты графа</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>How many hops from the centre to show (1–{most})</source>
        <translation>Сколько шагов от центра показывать (1–{most})</translation>
    </message>
    <message>
        <source>Entities per depth</source>
        <translation>Сущностей на каждой глубине</translation>
    </message>
    <message>
        <source>Whole graph</source>
        <translation>Весь граф</translation>
    </message>
    <message>
        <source>Draw every entity (the best connected 10,000 of a bigger graph); double-click one to see its neighbourhood</source>
        <translation>Показать все сущности (10 000 самых связанных в большом графе); двойной щелчок по сущности покажет её окружение</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Раскрыть</translation>
    </message>
    <message>
        <source>Add the selected entity&apos;s neighbours (a few at a time)</source>
        <translation>Добавить соседей выбранной сущности (по несколько)</translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation>Свернуть</translation>
    </message>
    <message>
        <source>Take away what the last Expand of the selected entity added</source>
        <translation>Убрать добавленное последним раскрытием выбранной сущности</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>The previous centre and depth</source>
        <translation>Предыдущий центр и глубина</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>The next centre and depth</source>
        <translation>Следующий центр и глубина</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Закрепить</translation>
    </message>
    <message>
        <source>Pin the selected entities where they are, or unpin them</source>
        <translation>Закрепить выбранные сущности на месте или открепить их</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>Highlight the shortest path between two selected entities</source>
        <translation>Выделить кратчайший путь между двумя выбранными сущностями</translation>
    </message>
    <message>
        <source>Hide selected</source>
        <translation>Скрыть выбранные</translation>
    </message>
    <message>
        <source>Hide the selected entities</source>
        <translation>Скрыть выбранные сущности</translation>
    </message>
    <message>
        <source>Show only selected</source>
        <translation>Только выбранные</translation>
    </message>
    <message>
        <source>Hide everything but the selected entities</source>
        <translation>Скрыть всё, кроме выбранных сущностей</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать все</translation>
    </message>
    <message>
        <source>Show hidden entities again</source>
        <translation>Снова показать скрытые сущности</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показ</translation>
    </message>
    <message>
        <source>Show or hide entities</source>
        <translation>Показать или скрыть сущности</translation>
    </message>
    <message>
        <source>Re-layout</source>
        <translation>Перестроить</translation>
    </message>
    <message>
        <source>Lay the picture out again (pinned entities stay put)</source>
        <translation>Перестроить картину (закреплённые сущности остаются на месте)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Fit the picture into the view (0)</source>
        <translation>Вписать картину в окно (0)</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>Изображение PNG…</translation>
    </message>
    <message>
        <source>SVG drawing…</source>
        <translation>Рисунок SVG…</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Картинка</translation>
    </message>
    <message>
        <source>Save the picture as PNG or SVG</source>
        <translation>Сохранить картину как PNG или SVG</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
</context>
<context>
    <name>GraphTransfer</name>
    <message>
        <source>Knowledge graph (*.json)</source>
        <translation>Граф знаний (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Import a knowledge graph</source>
        <translation>Импорт графа знаний</translation>
    </message>
    <message>
        <source>Export the knowledge graph</source>
        <translation>Экспорт графа знаний</translation>
    </message>
    <message>
        <source>Imported {name}: {entities}, {relations}.</source>
        <translation>Импортирован {name}: {entities}, {relations}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new entity(ies)</source>
        <translation>
            <numerusform>%Ln новая сущность</numerusform>
            <numerusform>%Ln новые сущности</numerusform>
            <numerusform>%Ln новых сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new relation(s)</source>
        <translation>
            <numerusform>%Ln новая связь</numerusform>
            <numerusform>%Ln новые связи</numerusform>
            <numerusform>%Ln новых связей</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {name}</source>
        <translation>Импорт {name}</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>Импорт графа знаний</translation>
    </message>
    <message>
        <source>Import cancelled; the knowledge graph is unchanged.</source>
        <translation>Импорт отменён; граф знаний не изменился.</translation>
    </message>
    <message>
        <source>Exported {entities} and {relations} to {path}.</source>
        <translation>Экспортировано в {path}: {entities} и {relations}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the knowledge graph</source>
        <translation>Экспорт графа знаний</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Knowledge graph view</source>
        <translation>Вид графа знаний</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} around {name}</source>
        <translation>
            <numerusform>%Ln сущность и {relations} вокруг «{name}»</numerusform>
            <numerusform>%Ln сущности и {relations} вокруг «{name}»</numerusform>
            <numerusform>%Ln сущностей и {relations} вокруг «{name}»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message>
        <source>No graph shown</source>
        <translation>Граф не показан</translation>
    </message>
</context>
<context>
    <name>GraphWords</name>
    <message>
        <source>Show details of {name}</source>
        <translation>Показать подробности «{name}»</translation>
    </message>
    <message>
        <source>Centre here</source>
        <translation>Сделать центром</translation>
    </message>
    <message>
        <source>Expand neighbours</source>
        <translation>Раскрыть соседей</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>Убрать путь</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Закрепить</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Открепить</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Обработка…</translation>
    </message>
    <message>
        <source>Entities at each depth from the centre</source>
        <translation>Сущности на каждой глубине от центра</translation>
    </message>
    <message>
        <source>There is no graph to export yet.</source>
        <translation>Пока нечего экспортировать: графа нет.</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>граф</translation>
    </message>
    <message>
        <source>Saved the graph to {name}.</source>
        <translation>Граф сохранён в {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Show %n more neighbour(s)</source>
        <translation>
            <numerusform>Показать ещё %n соседа</numerusform>
            <numerusform>Показать ещё %n соседей</numerusform>
            <numerusform>Показать ещё %n соседей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n сущность</numerusform>
            <numerusform>%n сущности</numerusform>
            <numerusform>%n сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n связь</numerusform>
            <numerusform>%n связи</numerusform>
            <numerusform>%n связей</numerusform>
        </translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>глубина {depth}</translation>
    </message>
    <message numerus="yes">
        <source>{count} more in %n cluster(s)</source>
        <translation>
            <numerusform>ещё {count} в %n кластере</numerusform>
            <numerusform>ещё {count} в %n кластерах</numerusform>
            <numerusform>ещё {count} в %n кластерах</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} hidden</source>
        <translation>скрыто: {count}</translation>
    </message>
    <message>
        <source>{count} more within reach</source>
        <translation>ещё {count} в пределах досягаемости</translation>
    </message>
    <message>
        <source>{name} at depth {depth}
Click to draw them (a few dozen at a time)</source>
        <translation>{name} на глубине {depth}
Щёлкните, чтобы нарисовать их (по несколько десятков)</translation>
    </message>
    <message>
        <source>{name} ({type}), confidence {confidence}</source>
        <translation>{name} ({type}), достоверность {confidence}</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>закреплено</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more neighbour(s)</source>
        <translation>
            <numerusform>ещё %Ln сосед</numerusform>
            <numerusform>ещё %Ln соседа</numerusform>
            <numerusform>ещё %Ln соседей</numerusform>
        </translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin, click +N for more</source>
        <translation>Щелчок — подробности, двойной щелчок — в центр, перетаскивание — закрепить, +N — показать ещё</translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin</source>
        <translation>Щелчок — подробности, двойной щелчок — в центр, перетаскивание — закрепить</translation>
    </message>
    <message>
        <source>{source} → {relation} → {target} (confidence {confidence})</source>
        <translation>{source} → {relation} → {target} (достоверность {confidence})</translation>
    </message>
</context>
<context>
    <name>HoldToRevealButton</name>
    <message>
        <source>Hold to show the value; it is hidden again when you let go</source>
        <translation>Удерживайте, чтобы показать значение; отпустите — и оно снова скроется</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Your chats, your agents and their model servers at a glance.</source>
        <translation>Ваши чаты, агенты и их серверы моделей — с первого взгляда.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh the home page</source>
        <translation>Обновить главную страницу</translation>
    </message>
    <message>
        <source>Read everything again and ask the servers once more</source>
        <translation>Перечитать всё и снова опросить серверы</translation>
    </message>
    <message>
        <source>Recent conversations</source>
        <translation>Недавние чаты</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Новый чат</translation>
    </message>
    <message>
        <source>Start a chat with the default agent</source>
        <translation>Начать чат с агентом по умолчанию</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Model servers on this computer</source>
        <translation>Серверы моделей на этом компьютере</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>What is stored</source>
        <translation>Что хранится</translation>
    </message>
    <message>
        <source>Loading the home page</source>
        <translation>Загрузка главной страницы</translation>
    </message>
    <message>
        <source>Could not read the store; see the status bar.</source>
        <translation>Не удалось прочитать базу данных; см. строку состояния.</translation>
    </message>
    <message>
        <source>{server} · port {port}</source>
        <translation>{server} · порт {port}</translation>
    </message>
    <message>
        <source>running, {models}</source>
        <translation>работает, {models}</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>не запущен</translation>
    </message>
    <message>
        <source>No local model server was looked for.</source>
        <translation>Локальные серверы моделей не искались.</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>Чат без названия</translation>
    </message>
    <message>
        <source>No conversations yet: start one with New chat.</source>
        <translation>Чатов пока нет: начните с кнопки «Новый чат».</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent} (по умолчанию)</translation>
    </message>
    <message>
        <source>server “{server}” is not set up</source>
        <translation>сервер «{server}» не настроен</translation>
    </message>
    <message>
        <source>asking the server…</source>
        <translation>опрос сервера…</translation>
    </message>
    <message>
        <source>✓ server answers ({detail})</source>
        <translation>✓ сервер отвечает ({detail})</translation>
    </message>
    <message>
        <source>✗ server does not answer; replies through {fallback}</source>
        <translation>✗ сервер не отвечает; ответы идут через {fallback}</translation>
    </message>
    <message>
        <source>✗ server does not answer</source>
        <translation>✗ сервер не отвечает</translation>
    </message>
    <message>
        <source>{model} on {server} · {state}</source>
        <translation>{model} на {server} · {state}</translation>
    </message>
    <message>
        <source>No agent yet.</source>
        <translation>Агентов пока нет.</translation>
    </message>
    <message>
        <source>{server} is running on this computer: connect it and make an agent to chat with.</source>
        <translation>{server} работает на этом компьютере: подключите его и создайте агента для общения.</translation>
    </message>
    <message>
        <source>Connect a model server (Ollama, LM Studio, llama.cpp or a cloud service) and make an agent to chat with.</source>
        <translation>Подключите сервер моделей (Ollama, LM Studio, llama.cpp или облачный сервис) и создайте агента для общения.</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>Настроить модель</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>Настроить…</translation>
    </message>
    <message>
        <source>{server} does not answer</source>
        <translation>{server} не отвечает</translation>
    </message>
    <message>
        <source>{agents} cannot reply until it answers. </source>
        <translation>Пока сервер не ответит, не смогут отвечать: {agents}. </translation>
    </message>
    <message>
        <source>{agent} replies through its fallback {fallback} until it answers. </source>
        <translation>Пока сервер не ответит, {agent} отвечает через запасной сервер {fallback}. </translation>
    </message>
    <message>
        <source>Agents fall back to it when their own server does not answer. </source>
        <translation>Агенты переходят на него, когда их собственный сервер не отвечает. </translation>
    </message>
    <message>
        <source>{detail}. </source>
        <translation>{detail}. </translation>
    </message>
    <message>
        <source>Start the server, or change its address in Settings.</source>
        <translation>Запустите сервер или измените его адрес в настройках.</translation>
    </message>
    <message>
        <source>Open Settings</source>
        <translation>Открыть настройки</translation>
    </message>
    <message>
        <source>“{server}” is not set up</source>
        <translation>«{server}» не настроен</translation>
    </message>
    <message>
        <source>An agent uses a model server that is not in Settings. Add it, or pick another server.</source>
        <translation>Агент использует сервер моделей, которого нет в настройках. Добавьте его или выберите другой сервер.</translation>
    </message>
    <message>
        <source>Opening the first page</source>
        <translation>Открытие первой страницы</translation>
    </message>
</context>
<context>
    <name>HomeWords</name>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln модель</numerusform>
            <numerusform>%Ln модели</numerusform>
            <numerusform>%Ln моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>не настроен</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>выключен в настройках</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln сообщение</numerusform>
            <numerusform>%Ln сообщения</numerusform>
            <numerusform>%Ln сообщений</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the {kind} server at {address}. </source>
        <translation>Это сервер {kind} по адресу {address}. </translation>
    </message>
    <message>
        <source>It is the {kind} server. </source>
        <translation>Это сервер {kind}. </translation>
    </message>
    <message>
        <source>It is the server at {address}. </source>
        <translation>Это сервер по адресу {address}. </translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Граф знаний</translation>
    </message>
    <message>
        <source>{entities}, {relations}</source>
        <translation>{entities}, {relations}</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Учётные данные</translation>
    </message>
    <message numerus="yes">
        <source>%Ln summary(-ies)</source>
        <translation>
            <numerusform>%Ln сводка</numerusform>
            <numerusform>%Ln сводки</numerusform>
            <numerusform>%Ln сводок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(-ies)</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln документ</numerusform>
            <numerusform>%Ln документа</numerusform>
            <numerusform>%Ln документов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tool(s)</source>
        <translation>
            <numerusform>%Ln инструмент</numerusform>
            <numerusform>%Ln инструмента</numerusform>
            <numerusform>%Ln инструментов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HookDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Запустить команду</translation>
    </message>
    <message>
        <source>Built-in: write a log line</source>
        <translation>Встроенный: записать строку в журнал</translation>
    </message>
    <message>
        <source>Built-in: block</source>
        <translation>Встроенный: блокировать</translation>
    </message>
    <message>
        <source>Edit hook {hook}</source>
        <translation>Изменить хук {hook}</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>Добавить хук</translation>
    </message>
    <message>
        <source>Hook name</source>
        <translation>Имя хука</translation>
    </message>
    <message>
        <source>optional, shown in the list</source>
        <translation>необязательно, показывается в списке</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Matcher</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Обработчик</translation>
    </message>
    <message>
        <source>Command arguments, one per line</source>
        <translation>Аргументы команды, по одному в строке</translation>
    </message>
    <message>
        <source>notify-send
Hook ran</source>
        <translation>notify-send
Хук сработал</translation>
    </message>
    <message>
        <source>The program first, then each argument on its own line. No shell is used: quotes, pipes and $VARIABLES are passed as typed.</source>
        <translation>Сначала программа, затем каждый аргумент на своей строке. Оболочка не используется: кавычки, конвейеры и $ПЕРЕМЕННЫЕ передаются как есть.</translation>
    </message>
    <message>
        <source>Block reason</source>
        <translation>Причина блокировки</translation>
    </message>
    <message>
        <source>blocked by a hook</source>
        <translation>заблокировано хуком</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Тайм-аут в секундах</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>When it runs past the timeout</source>
        <translation>Если не уложился в тайм-аут</translation>
    </message>
    <message>
        <source>Any other exit code</source>
        <translation>Любой другой код выхода</translation>
    </message>
    <message>
        <source>Agents to attach</source>
        <translation>Агенты, к которым подключить</translation>
    </message>
    <message>
        <source>None ticked: the hook runs for every agent</source>
        <translation>Ничего не отмечено: хук работает для всех агентов</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>&amp;Команда</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Причина</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Событие</translation>
    </message>
    <message>
        <source>Ma&amp;tcher</source>
        <translation>&amp;Фильтр</translation>
    </message>
    <message>
        <source>&amp;Handler</source>
        <translation>&amp;Обработчик</translation>
    </message>
    <message>
        <source>T&amp;imeout</source>
        <translation>&amp;Тайм-аут</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>&amp;Агенты</translation>
    </message>
    <message>
        <source>One argument per line, program first. It gets the event as JSON on stdin.</source>
        <translation>По одному аргументу в строке, программа первой. Событие она получает в виде JSON на stdin.</translation>
    </message>
    <message>
        <source>Tick none to run it for every agent.</source>
        <translation>Ничего не отмечайте, чтобы он работал для всех агентов.</translation>
    </message>
    <message>
        <source>No agents yet: it runs for every agent.</source>
        <translation>Агентов пока нет: он будет работать для всех.</translation>
    </message>
    <message>
        <source>Why the hook was not saved</source>
        <translation>Почему хук не сохранён</translation>
    </message>
    <message>
        <source>Save hook</source>
        <translation>Сохранить хук</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>When the command ends</source>
        <translation>Когда команда завершится</translation>
    </message>
    <message>
        <source> (what it printed is the reason)</source>
        <translation> (напечатанное ею — причина)</translation>
    </message>
    <message>
        <source>Exit code {code}:</source>
        <translation>Код выхода {code}:</translation>
    </message>
    <message>
        <source>Any other e&amp;xit code:</source>
        <translation>Другой код &amp;выхода:</translation>
    </message>
    <message>
        <source>Still running at the time&amp;out:</source>
        <translation>Ещё работает по ист&amp;ечении тайм-аута:</translation>
    </message>
    <message>
        <source>tool names, &apos;|&apos;-separated, e.g. exec|kg_*  (empty: every tool)</source>
        <translation>имена инструментов через &apos;|&apos;, например exec|kg_*  (пусто: все инструменты)</translation>
    </message>
    <message>
        <source>agent keys, &apos;|&apos;-separated  (empty: every agent)</source>
        <translation>ключи агентов через &apos;|&apos;  (пусто: все агенты)</translation>
    </message>
    <message>
        <source>Saving the hook</source>
        <translation>Сохранение хука</translation>
    </message>
</context>
<context>
    <name>HookWords</name>
    <message>
        <source>before the agent starts an answer</source>
        <translation>до того, как агент начнёт ответ</translation>
    </message>
    <message>
        <source>after the agent finished an answer</source>
        <translation>после того, как агент закончил ответ</translation>
    </message>
    <message>
        <source>before a tool runs</source>
        <translation>до запуска инструмента</translation>
    </message>
    <message>
        <source>after a tool ran</source>
        <translation>после работы инструмента</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Разрешено</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Заблокировано</translation>
    </message>
    <message>
        <source>Failed (allowed)</source>
        <translation>Ошибка (разрешено)</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Истёк тайм-аут</translation>
    </message>
    <message>
        <source>Allow the action</source>
        <translation>Разрешить действие</translation>
    </message>
    <message>
        <source>Block the action</source>
        <translation>Заблокировать действие</translation>
    </message>
    <message>
        <source>Blocking stops the answer or the tool call; an allowed error is still recorded.</source>
        <translation>Блокировка останавливает ответ или вызов инструмента; разрешённая ошибка всё равно записывается.</translation>
    </message>
    <message>
        <source>This event comes after the fact: a block is recorded but cannot undo anything.</source>
        <translation>Это событие происходит после действия: блокировка записывается, но ничего не отменяет.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>блокирует</translation>
    </message>
    <message>
        <source>allows</source>
        <translation>разрешает</translation>
    </message>
    <message>
        <source>Exit code 0 allows · exit code 2 blocks · any other exit code {on_error} · past the timeout it {on_timeout}</source>
        <translation>Код выхода 0 разрешает · код 2 блокирует · любой другой код {on_error} · после тайм-аута хук {on_timeout}</translation>
    </message>
</context>
<context>
    <name>HooksPageWidget</name>
    <message>
        <source>Programs that run before and after an agent&apos;s answers and tool calls, and may block them. A command&apos;s exit code decides: 0 allows, 2 blocks. A failing hook never breaks a chat.</source>
        <translation>Программы, которые запускаются до и после ответов агента и вызовов инструментов и могут их заблокировать. Решает код выхода команды: 0 разрешает, 2 блокирует. Сбой хука никогда не ломает чат.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Что делает</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Вкл.</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Последний запуск</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>Error / output</source>
        <translation>Ошибка / вывод</translation>
    </message>
    <message>
        <source>Writes a log line</source>
        <translation>Пишет строку в журнал</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Блокирует</translation>
    </message>
    <message>
        <source>Built-in: {builtin}</source>
        <translation>Встроенный: {builtin}</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ни разу</translation>
    </message>
    <message>
        <source>{decision} · {ms} ms · {when}</source>
        <translation>{decision} · {ms} мс · {when}</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Хуки</translation>
    </message>
    <message>
        <source>Test result or selected run</source>
        <translation>Результат проверки или выбранный запуск</translation>
    </message>
    <message>
        <source>Test a hook, or select one of its runs, to see what it was sent and what it said.</source>
        <translation>Проверьте хук или выберите один из его запусков, чтобы увидеть, что ему передали и что он ответил.</translation>
    </message>
    <message>
        <source>Recent runs of the selected hook</source>
        <translation>Недавние запуски выбранного хука</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Запуски</translation>
    </message>
    <message>
        <source>&amp;Output</source>
        <translation>В&amp;ывод</translation>
    </message>
    <message>
        <source>No hooks yet. A hook runs a program of yours before or after an agent&apos;s answers and tool calls, and can block them; a built-in hook writes a log line or blocks without a program.</source>
        <translation>Хуков пока нет. Хук запускает вашу программу до или после ответов агента и вызовов инструментов и может их заблокировать; встроенный хук пишет строку в журнал событий или блокирует без программы.</translation>
    </message>
    <message>
        <source>Add a hook…</source>
        <translation>Добавить хук…</translation>
    </message>
    <message>
        <source>Hooks status</source>
        <translation>Состояние хуков</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>Добавить хук</translation>
    </message>
    <message>
        <source>Add a command or built-in hook</source>
        <translation>Добавить хук-команду или встроенный хук</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Edit the selected hook</source>
        <translation>Изменить выбранный хук</translation>
    </message>
    <message>
        <source>Change the selected hook</source>
        <translation>Изменить выбранный хук</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <source>Enable or disable the selected hook</source>
        <translation>Включить или выключить выбранный хук</translation>
    </message>
    <message>
        <source>Switch the selected hook on or off</source>
        <translation>Включить или выключить выбранный хук</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Test the selected hook</source>
        <translation>Проверить выбранный хук</translation>
    </message>
    <message>
        <source>Run the selected hook once on a sample event</source>
        <translation>Запустить выбранный хук один раз на примере события</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected hook</source>
        <translation>Удалить выбранный хук</translation>
    </message>
    <message>
        <source>Delete the selected hook (its runs stay in the audit)</source>
        <translation>Удалить выбранный хук (его запуски остаются в журнале)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh hooks</source>
        <translation>Обновить хуки</translation>
    </message>
    <message>
        <source>Load the hooks again (F5)</source>
        <translation>Загрузить хуки заново (F5)</translation>
    </message>
    <message>
        <source>Loading the hooks</source>
        <translation>Загрузка хуков</translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s), in the order they run.</source>
        <translation>
            <numerusform>%n хук, в порядке запуска.</numerusform>
            <numerusform>%n хука, в порядке запуска.</numerusform>
            <numerusform>%n хуков, в порядке запуска.</numerusform>
        </translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>удалённый агент</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Все агенты</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Все инструменты</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Could not load the hooks; see the status bar.</source>
        <translation>Не удалось загрузить хуки; см. строку состояния.</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Включить</translation>
    </message>
    <message>
        <source>&amp;Runs of {shown}</source>
        <translation>&amp;Запуски {shown}</translation>
    </message>
    <message>
        <source>&amp;Runs (select a hook)</source>
        <translation>&amp;Запуски (выберите хук)</translation>
    </message>
    <message>
        <source>Loading the hook&apos;s runs</source>
        <translation>Загрузка запусков хука</translation>
    </message>
    <message>
        <source>Run at {when}, {event}</source>
        <translation>Запуск {when}, {event}</translation>
    </message>
    <message>
        <source>Decision: {decision}</source>
        <translation>Решение: {decision}</translation>
    </message>
    <message>
        <source>Took:     {ms} ms</source>
        <translation>Заняло:   {ms} мс</translation>
    </message>
    <message>
        <source>Error:    {error}</source>
        <translation>Ошибка:   {error}</translation>
    </message>
    <message>
        <source>Exit:     {code}</source>
        <translation>Выход:    {code}</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Вывод:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Switching {hook} off</source>
        <translation>Выключение {hook}</translation>
    </message>
    <message>
        <source>Switching {hook} on</source>
        <translation>Включение {hook}</translation>
    </message>
    <message>
        <source>Hook {hook} is on.</source>
        <translation>Хук {hook} включён.</translation>
    </message>
    <message>
        <source>Hook {hook} is off.</source>
        <translation>Хук {hook} выключен.</translation>
    </message>
    <message>
        <source>Running {hook} on a sample {event} event…</source>
        <translation>Запуск {hook} на примере события {event}…</translation>
    </message>
    <message>
        <source>Testing {hook}</source>
        <translation>Проверка {hook}</translation>
    </message>
    <message>
        <source>Sent:     {event}</source>
        <translation>Передано: {event}</translation>
    </message>
    <message>
        <source>Tested {hook}: {decision} in {ms} ms.</source>
        <translation>{hook} проверен: {decision} за {ms} мс.</translation>
    </message>
    <message>
        <source>Delete the {event} hook {shown}?</source>
        <translation>Удалить хук {event} {shown}?</translation>
    </message>
    <message>
        <source>It stops running at once. Its past runs stay in the audit. This cannot be undone.</source>
        <translation>Он сразу перестаёт работать. Его прошлые запуски остаются в журнале. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Deleting {hook}</source>
        <translation>Удаление {hook}</translation>
    </message>
    <message>
        <source>Deleted hook {hook}.</source>
        <translation>Хук {hook} удалён.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Транспорт</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Команда или URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Секреты</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Что произойдёт</translation>
    </message>
    <message>
        <source>Import MCP servers</source>
        <translation>Импорт MCP-серверов</translation>
    </message>
    <message numerus="yes">
        <source>{path}: %n server(s); {adding} will be added. Grant them to agents afterwards.</source>
        <translation>
            <numerusform>{path}: %n сервер; будет добавлено: {adding}. Потом дайте их агентам.</numerusform>
            <numerusform>{path}: %n сервера; будет добавлено: {adding}. Потом дайте их агентам.</numerusform>
            <numerusform>{path}: %n серверов; будет добавлено: {adding}. Потом дайте их агентам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers in the file</source>
        <translation>Серверы в файле</translation>
    </message>
    <message numerus="yes">
        <source>Add %n server(s)</source>
        <translation>
            <numerusform>Добавить %n сервер</numerusform>
            <numerusform>Добавить %n сервера</numerusform>
            <numerusform>Добавить %n серверов</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing MCP servers</source>
        <translation>Импорт MCP-серверов</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>Импорт графа знаний</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>Чтение {name}</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>Ход импорта</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Начало…</translation>
    </message>
    <message>
        <source>Stop the import: nothing of the file is kept</source>
        <translation>Остановить импорт: из файла ничего не сохранится</translation>
    </message>
    <message>
        <source>Reading and writing the rows</source>
        <translation>Чтение и запись строк</translation>
    </message>
    <message>
        <source>Building the indexes</source>
        <translation>Построение индексов</translation>
    </message>
    <message>
        <source>Looking for duplicates</source>
        <translation>Поиск дубликатов</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) done</source>
        <translation>
            <numerusform>Готово: %Ln строка</numerusform>
            <numerusform>Готово: %Ln строки</numerusform>
            <numerusform>Готово: %Ln строк</numerusform>
        </translation>
    </message>
    <message>
        <source>{rate} rows/s</source>
        <translation>{rate} строк/с</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>осталось {time}</translation>
    </message>
</context>
<context>
    <name>ImportOfferPage</name>
    <message>
        <source>Move in from GoClaw Lite</source>
        <translation>Переезд из GoClaw Lite</translation>
    </message>
    <message>
        <source>GoClaw Lite (the Go desktop app) is installed here. Its file is only read, never changed.</source>
        <translation>Здесь установлен GoClaw Lite (настольное приложение на Go). Его файл только читается и никогда не меняется.</translation>
    </message>
    <message>
        <source>Found: {path}</source>
        <translation>Найдено: {path}</translation>
    </message>
    <message>
        <source>Its providers (API keys sealed again under your key), agents, chats, knowledge graph, memories, vault, hooks and command-line credentials come over; teams, channels, cron jobs, skills and traces have no counterpart here and stay behind.</source>
        <translation>Переносятся провайдеры (ключи API заново шифруются вашим ключом), агенты, чаты, граф знаний, память, хранилище, хуки и учётные данные консольных инструментов; у команд, каналов, заданий cron, навыков и трассировок здесь нет аналога, они остаются.</translation>
    </message>
    <message>
        <source>&amp;Bring it over now</source>
        <translation>&amp;Перенести сейчас</translation>
    </message>
    <message>
        <source>GoClaw Lite encryption key</source>
        <translation>Ключ шифрования GoClaw Lite</translation>
    </message>
    <message>
        <source>only if it is not found by itself</source>
        <translation>только если он не найден сам</translation>
    </message>
    <message>
        <source>GoClaw&apos;s &amp;key:</source>
        <translation>&amp;Ключ GoClaw:</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key…</source>
        <translation>Поиск ключа GoClaw…</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key</source>
        <translation>Поиск ключа GoClaw</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was found ({source}).</source>
        <translation>Ключ GoClaw найден ({source}).</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was not found (GOCLAW_ENCRYPTION_KEY, its keyring entry or key file): type it above.</source>
        <translation>Ключ GoClaw не найден (GOCLAW_ENCRYPTION_KEY, запись в связке ключей или файл ключа): введите его выше.</translation>
    </message>
</context>
<context>
    <name>ImportSummaryPage</name>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Импортировано</translation>
    </message>
    <message>
        <source>Already here</source>
        <translation>Уже есть</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Пропущено</translation>
    </message>
    <message>
        <source>What came over from GoClaw Lite</source>
        <translation>Что перенесено из GoClaw Lite</translation>
    </message>
    <message>
        <source>Imported tables</source>
        <translation>Импортированные таблицы</translation>
    </message>
    <message>
        <source>Skipped rows and notes</source>
        <translation>Пропущенные строки и пометки</translation>
    </message>
    <message>
        <source>Reading GoClaw&apos;s key</source>
        <translation>Чтение ключа GoClaw</translation>
    </message>
    <message>
        <source>Go back to correct it.</source>
        <translation>Вернитесь и исправьте.</translation>
    </message>
    <message>
        <source>Importing {path}…</source>
        <translation>Импорт {path}…</translation>
    </message>
    <message>
        <source>Importing from GoClaw Lite</source>
        <translation>Импорт из GoClaw Lite</translation>
    </message>
    <message>
        <source>skipped {table} {row}: {reason}</source>
        <translation>пропущено {table} {row}: {reason}</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>Ничего не пропущено.</translation>
    </message>
    <message>
        <source>Left behind (no counterpart here): {behind}</source>
        <translation>Осталось (здесь нет аналога): {behind}</translation>
    </message>
    <message>
        <source>Nothing was left behind.</source>
        <translation>Ничего не осталось.</translation>
    </message>
    <message>
        <source> A backup of the database from before is at {path}.</source>
        <translation> Резервная копия прежней базы данных: {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln row(s) from GoClaw Lite.</source>
        <translation>
            <numerusform>Из GoClaw Lite импортирована %Ln строка.</numerusform>
            <numerusform>Из GoClaw Lite импортированы %Ln строки.</numerusform>
            <numerusform>Из GoClaw Lite импортировано %Ln строк.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written; go back to try again.</source>
        <translation>Ничего не записано; вернитесь и попробуйте снова.</translation>
    </message>
</context>
<context>
    <name>ItemWords</name>
    <message>
        <source>Delegated to {agent}</source>
        <translation>Передано агенту {agent}</translation>
    </message>
    <message>
        <source>Subtask</source>
        <translation>Подзадача</translation>
    </message>
    <message>
        <source>waiting for its first answer</source>
        <translation>ждёт первого ответа</translation>
    </message>
    <message numerus="yes">
        <source>%Ln model call(s)</source>
        <translation>
            <numerusform>%Ln вызов модели</numerusform>
            <numerusform>%Ln вызова модели</numerusform>
            <numerusform>%Ln вызовов модели</numerusform>
        </translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлено</translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln токен</numerusform>
            <numerusform>%Ln токена</numerusform>
            <numerusform>%Ln токенов</numerusform>
        </translation>
    </message>
    <message>
        <source>fallback {number}</source>
        <translation>запасной {number}</translation>
    </message>
    <message numerus="yes">
        <source>skill(s): {names}</source>
        <translation>
            <numerusform>навык: {names}</numerusform>
            <numerusform>навыки: {names}</numerusform>
            <numerusform>навыки: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>saw only the last %n message(s)</source>
        <translation>
            <numerusform>видел только последнее %n сообщение</numerusform>
            <numerusform>видел только последние %n сообщения</numerusform>
            <numerusform>видел только последние %n сообщений</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Результат инструмента</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Attached {name} (cut).</source>
        <translation>Прикреплён {name} (обрезан).</translation>
    </message>
    <message>
        <source>Attached {name}.</source>
        <translation>Прикреплён {name}.</translation>
    </message>
    <message>
        <source>Tool {name} {status}</source>
        <translation>Инструмент {name}: {status}</translation>
    </message>
    <message>
        <source>Error: {error}</source>
        <translation>Ошибка: {error}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <translation>ждёт разрешения</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>пишет…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>прервано</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Edit job</source>
        <translation>Изменить задание</translation>
    </message>
    <message>
        <source>Add job</source>
        <translation>Добавить задание</translation>
    </message>
    <message>
        <source>e.g. nightly-report</source>
        <translation>например nightly-report</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Агент:</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>Каждые</translation>
    </message>
    <message>
        <source>Cron expression</source>
        <translation>Выражение cron</translation>
    </message>
    <message>
        <source>Once, at</source>
        <translation>Один раз, в</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>минут</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>часов</translation>
    </message>
    <message>
        <source>days</source>
        <translation>дней</translation>
    </message>
    <message>
        <source>minute hour day month weekday, e.g. 0 7 * * 1-5</source>
        <translation>минута час день месяц день_недели, например 0 7 * * 1-5</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Когда:</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Часово&amp;й пояс:</translation>
    </message>
    <message>
        <source>What the agent is asked at each run</source>
        <translation>Что спрашивают у агента при каждом запуске</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Сообщение:</translation>
    </message>
    <message>
        <source>A new conversation for each run</source>
        <translation>Новый чат для каждого запуска</translation>
    </message>
    <message>
        <source>e.g. exec, current_time</source>
        <translation>например exec, current_time</translation>
    </message>
    <message>
        <source>Nobody is there to approve during a scheduled run: tools that need approval are refused unless listed here.</source>
        <translation>Во время запуска по расписанию одобрять некому: инструменты, требующие одобрения, запрещены, если их здесь нет.</translation>
    </message>
    <message>
        <source>&amp;Pre-approved tools:</source>
        <translation>&amp;Заранее одобренные инструменты:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>tokens:</source>
        <translation>токенов:</translation>
    </message>
    <message>
        <source>&amp;Limits per run:</source>
        <translation>&amp;Пределы на запуск:</translation>
    </message>
    <message>
        <source>Run it once when the computer is back</source>
        <translation>Выполнить один раз, когда компьютер снова включится</translation>
    </message>
    <message>
        <source>Skip it</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>If a run is &amp;missed:</source>
        <translation>Если запуск &amp;пропущен:</translation>
    </message>
    <message>
        <source>Show a desktop notification when a run ends</source>
        <translation>Показывать уведомление на рабочем столе, когда запуск закончится</translation>
    </message>
    <message>
        <source>Delete the job after its run</source>
        <translation>Удалить задание после запуска</translation>
    </message>
</context>
<context>
    <name>JobWords</name>
    <message>
        <source>%1, at %2</source>
        <translation>%1, в %2</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>Выполняется…</translation>
    </message>
    <message>
        <source>Not scheduled</source>
        <translation>Не запланировано</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Пора запускать</translation>
    </message>
    <message numerus="yes">
        <source>in %n min, at %1</source>
        <translation>
            <numerusform>через %n мин, в %1</numerusform>
            <numerusform>через %n мин, в %1</numerusform>
            <numerusform>через %n мин, в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n h, at %1</source>
        <translation>
            <numerusform>через %n ч, в %1</numerusform>
            <numerusform>через %n ч, в %1</numerusform>
            <numerusform>через %n ч, в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n day(s)</source>
        <translation>
            <numerusform>Каждый %n день</numerusform>
            <numerusform>Каждые %n дня</numerusform>
            <numerusform>Каждые %n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n hour(s)</source>
        <translation>
            <numerusform>Каждый %n час</numerusform>
            <numerusform>Каждые %n часа</numerusform>
            <numerusform>Каждые %n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n minute(s)</source>
        <translation>
            <numerusform>Каждую %n минуту</numerusform>
            <numerusform>Каждые %n минуты</numerusform>
            <numerusform>Каждые %n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Cron %1 (%2)</source>
        <translation>Cron %1 (%2)</translation>
    </message>
    <message>
        <source>Once, %1</source>
        <translation>Один раз, %1</translation>
    </message>
    <message>
        <source>Never run</source>
        <translation>Ни разу не запускалось</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Выполнено</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Skipped (missed)</source>
        <translation>Пропущено (время прошло)</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Прервано</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation>%1 на входе / %2 на выходе</translation>
    </message>
</context>
<context>
    <name>JobsDriver</name>
    <message>
        <source>Running scheduled jobs</source>
        <translation>Выполнение заданий по расписанию</translation>
    </message>
</context>
<context>
    <name>JobsPage</name>
    <message>
        <source>Scheduled jobs</source>
        <translation>Задания по расписанию</translation>
    </message>
    <message>
        <source>An agent, a message and when to ask it. Runs go through the same chat, tools, hooks and credentials as yours; nobody approves during a run, so only pre-approved tools that need approval are used. While this window is open it runs the jobs; to run them while it is closed, a system timer can do it (see the guide&apos;s Scheduled jobs page).</source>
        <translation>Агент, сообщение и когда его спросить. Запуски идут через те же чат, инструменты, хуки и учётные данные, что и ваши; во время запуска одобрять некому, поэтому из инструментов, требующих одобрения, используются только заранее одобренные. Пока это окно открыто, задания выполняет оно; чтобы они выполнялись и при закрытом окне, это может делать системный таймер (см. страницу руководства о заданиях по расписанию).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Расписание</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>Следующий запуск</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Последний запуск</translation>
    </message>
    <message>
        <source>Ran at</source>
        <translation>Запущено</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Заняло</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Запуски выбранного задания</translation>
    </message>
    <message>
        <source>The selected run&apos;s answer</source>
        <translation>Ответ выбранного запуска</translation>
    </message>
    <message>
        <source>Select a run to read its answer.</source>
        <translation>Выберите запуск, чтобы прочитать ответ.</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Открыть трассировку</translation>
    </message>
    <message>
        <source>Each step of the selected run (model calls, tools), once traces are kept</source>
        <translation>Каждый шаг выбранного запуска (вызовы модели, инструменты), если трассировки хранятся</translation>
    </message>
    <message>
        <source>View the trace of the selected run</source>
        <translation>Открыть трассировку выбранного запуска</translation>
    </message>
    <message>
        <source>Hi&amp;story</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>A&amp;nswer</source>
        <translation>&amp;Ответ</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>Добавить задание по расписанию</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Change the selected job</source>
        <translation>Изменить выбранное задание</translation>
    </message>
    <message>
        <source>Turn off</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <source>Switch the selected job on or off</source>
        <translation>Включить или выключить выбранное задание</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Запустить сейчас</translation>
    </message>
    <message>
        <source>Run the selected job now</source>
        <translation>Запустить выбранное задание сейчас</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected job and its history</source>
        <translation>Удалить выбранное задание и его историю</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Load the jobs again</source>
        <translation>Загрузить задания заново</translation>
    </message>
    <message>
        <source>Loading the jobs</source>
        <translation>Загрузка заданий</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>Выполняется…</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s).</source>
        <translation>
            <numerusform>%n задание.</numerusform>
            <numerusform>%n задания.</numerusform>
            <numerusform>%n заданий.</numerusform>
        </translation>
    </message>
    <message>
        <source>No jobs yet. Add one to have an agent report on a schedule.</source>
        <translation>Заданий пока нет. Добавьте задание, чтобы агент отчитывался по расписанию.</translation>
    </message>
    <message>
        <source>{agent} · {schedule}</source>
        <translation>{agent} · {schedule}</translation>
    </message>
    <message>
        <source>Last run: {last}</source>
        <translation>Последний запуск: {last}</translation>
    </message>
    <message>
        <source>Loading the job&apos;s history</source>
        <translation>Загрузка истории задания</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Включить</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Загрузка агентов</translation>
    </message>
    <message>
        <source>Saving the job</source>
        <translation>Сохранение задания</translation>
    </message>
    <message>
        <source>Switching the job</source>
        <translation>Переключение задания</translation>
    </message>
    <message>
        <source>Running the job</source>
        <translation>Запуск задания</translation>
    </message>
    <message>
        <source>Delete job</source>
        <translation>Удалить задание</translation>
    </message>
    <message>
        <source>Delete the job %1 and its history?</source>
        <translation>Удалить задание %1 и его историю?</translation>
    </message>
    <message>
        <source>Deleting the job</source>
        <translation>Удаление задания</translation>
    </message>
</context>
<context>
    <name>KGCommunities</name>
    <message>
        <source>{leader} + {count}</source>
        <translation>{leader} + {count}</translation>
    </message>
</context>
<context>
    <name>KGExport</name>
    <message>
        <source>The folder {folder} does not exist; choose another place for the picture.</source>
        <translation>Папка {folder} не существует; выберите другое место для изображения.</translation>
    </message>
    <message>
        <source>The folder {folder} is not writable; choose another place for the picture.</source>
        <translation>В папку {folder} нельзя записывать; выберите другое место для изображения.</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>Не удалось записать {path}.</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Граф знаний</translation>
    </message>
    <message>
        <source>Exported from GoClaw Lite</source>
        <translation>Экспортировано из GoClaw Lite</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export graph</source>
        <translation>Экспорт графа</translation>
    </message>
    <message>
        <source>Exporting the graph</source>
        <translation>Экспорт графа</translation>
    </message>
</context>
<context>
    <name>KGPage</name>
    <message>
        <source>You are looking at the past; untick “As of” to make changes.</source>
        <translation>Вы смотрите на прошлое; снимите флажок «На момент», чтобы вносить изменения.</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Граф знаний</translation>
    </message>
    <message>
        <source>What your agents have learned: search it, walk its relations, and correct what is wrong.</source>
        <translation>Что узнали ваши агенты: ищите, идите по связям и исправляйте ошибки.</translation>
    </message>
    <message>
        <source>Graph and duplicates</source>
        <translation>Граф и дубликаты</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Граф</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Дубликаты</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>Remove entities and relations below a confidence, after a count of what goes</source>
        <translation>Удалить сущности и связи ниже порога уверенности, предварительно подсчитав удаляемое</translation>
    </message>
    <message>
        <source>Loading agents</source>
        <translation>Загрузка агентов</translation>
    </message>
    <message>
        <source>No agent exists yet.</source>
        <translation>Агентов пока нет.</translation>
    </message>
    <message>
        <source>Counting entities</source>
        <translation>Подсчёт сущностей</translation>
    </message>
    <message>
        <source>Loading duplicates</source>
        <translation>Загрузка дубликатов</translation>
    </message>
    <message>
        <source>Imported a knowledge graph.</source>
        <translation>Граф знаний импортирован.</translation>
    </message>
    <message>
        <source>Duplicates ({count})</source>
        <translation>Дубликаты ({count})</translation>
    </message>
    <message>
        <source>That entity does not exist at this moment.</source>
        <translation>В этот момент такой сущности нет.</translation>
    </message>
    <message>
        <source>Opening the entity</source>
        <translation>Открытие сущности</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>«{name}» сохранена.</translation>
    </message>
    <message>
        <source>Saving {name}</source>
        <translation>Сохранение {name}</translation>
    </message>
    <message numerus="yes">
        <source>Delete “{name}” and its %n relation(s)?</source>
        <translation>
            <numerusform>Удалить «{name}» и её %n связь?</numerusform>
            <numerusform>Удалить «{name}» и её %n связи?</numerusform>
            <numerusform>Удалить «{name}» и её %n связей?</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings them back until your next change.</source>
        <translation>Отмена (Ctrl+Z) вернёт их до вашего следующего изменения.</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>«{name}» удалена. Отмена (Ctrl+Z) вернёт её.</translation>
    </message>
    <message>
        <source>Deleted {name}.</source>
        <translation>«{name}» удалена.</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>Удаление {name}</translation>
    </message>
    <message>
        <source>{undo} (Ctrl+Z)</source>
        <translation>{undo} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Merging</source>
        <translation>Объединение</translation>
    </message>
    <message>
        <source>Merge duplicates?</source>
        <translation>Объединить дубликаты?</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) splits them again until your next change.</source>
        <translation>Отмена (Ctrl+Z) снова разделит их до вашего следующего изменения.</translation>
    </message>
    <message>
        <source>Merge into “{name}”</source>
        <translation>Объединить в «{name}»</translation>
    </message>
    <message>
        <source>Merged {merged} into {survivor}. Undo (Ctrl+Z) splits them again.</source>
        <translation>{merged} объединена с {survivor}. Отмена (Ctrl+Z) снова разделит их.</translation>
    </message>
    <message>
        <source>Kept both; this pair will not be proposed again.</source>
        <translation>Оба сохранены; эта пара больше не будет предлагаться.</translation>
    </message>
    <message>
        <source>Keeping both</source>
        <translation>Сохранение обоих</translation>
    </message>
    <message>
        <source>this agent</source>
        <translation>этого агента</translation>
    </message>
    <message>
        <source>Counting what would be pruned</source>
        <translation>Подсчёт того, что будет удалено</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %Ln entity(ies) and {relations} below {confidence}.</source>
        <translation>
            <numerusform>Удалено: %Ln сущность и {relations} ниже {confidence}.</numerusform>
            <numerusform>Удалено: %Ln сущности и {relations} ниже {confidence}.</numerusform>
            <numerusform>Удалено: %Ln сущностей и {relations} ниже {confidence}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The entity shown was pruned.</source>
        <translation>Показанная сущность удалена очисткой.</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>Очистка</translation>
    </message>
    <message>
        <source>No agent exists yet; create one on the Agents page.</source>
        <translation>Агентов пока нет; создайте агента на странице «Агенты».</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln сущность</numerusform>
            <numerusform>%Ln сущности</numerusform>
            <numerusform>%Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph is empty.</source>
        <translation>Граф знаний этого агента пуст.</translation>
    </message>
    <message>
        <source>{agent}-knowledge-graph</source>
        <translation>{agent}-graf-znaniy</translation>
    </message>
</context>
<context>
    <name>KGTime</name>
    <message>
        <source>from {start} (not yet valid)</source>
        <translation>с {start} (ещё не действует)</translation>
    </message>
    <message>
        <source>since {start}</source>
        <translation>с {start}</translation>
    </message>
    <message>
        <source>{start} – {end} (ended)</source>
        <translation>{start} – {end} (закончилось)</translation>
    </message>
    <message>
        <source>{start} – {end} (not yet valid)</source>
        <translation>{start} – {end} (ещё не действует)</translation>
    </message>
</context>
<context>
    <name>KeyBackupDialog</name>
    <message>
        <source>Back up the encryption key</source>
        <translation>Резервная копия ключа шифрования</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with this key. If this computer is lost or its keyring is reset, only a copy of the key opens your data again.</source>
        <translation>Каждый API-ключ и все учётные данные, которые хранит GoClaw Lite, зашифрованы этим ключом. Если компьютер потерян или его связка ключей сброшена, открыть ваши данные сможет только копия ключа.</translation>
    </message>
    <message>
        <source>No key is in use.</source>
        <translation>Ключ не используется.</translation>
    </message>
    <message>
        <source>Kept in:</source>
        <translation>Хранится в:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Отпечаток:</translation>
    </message>
    <message>
        <source>Anyone who has this file can read every credential and API key stored here.</source>
        <translation>Любой, у кого есть этот файл, может прочитать все сохранённые здесь учётные данные и API-ключи.</translation>
    </message>
    <message>
        <source>Keep it apart from this computer, in a password manager or on an encrypted drive; never in a shared or synced folder. The file is readable only by you.</source>
        <translation>Храните его отдельно от этого компьютера: в менеджере паролей или на зашифрованном диске, но никогда в общей или синхронизируемой папке. Файл доступен для чтения только вам.</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Сохранить в файл…</translation>
    </message>
    <message>
        <source>Save the key to a file</source>
        <translation>Сохранить ключ в файл</translation>
    </message>
    <message>
        <source>Backing up the key</source>
        <translation>Резервное копирование ключа</translation>
    </message>
    <message>
        <source>Saved to {file}, readable only by you. Move it somewhere safe.</source>
        <translation>Сохранено в {file}, читать его можете только вы. Перенесите файл в надёжное место.</translation>
    </message>
</context>
<context>
    <name>KeyEntryDialog</name>
    <message>
        <source>Key problem</source>
        <translation>Проблема с ключом</translation>
    </message>
    <message>
        <source>&amp;Encryption key:</source>
        <translation>&amp;Ключ шифрования:</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Ключ шифрования</translation>
    </message>
    <message>
        <source>64 hex characters, 44 base64 characters, or 32 characters</source>
        <translation>64 шестнадцатеричных символа, 44 символа base64 или 32 символа</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Показать ключ</translation>
    </message>
    <message>
        <source>Remember this key on this computer (OS keyring, or the key file)</source>
        <translation>Запомнить ключ на этом компьютере (связка ключей ОС или файл ключа)</translation>
    </message>
    <message>
        <source>Remember this key</source>
        <translation>Запомнить ключ</translation>
    </message>
    <message>
        <source>Use key</source>
        <translation>Использовать ключ</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>KeyPage</name>
    <message>
        <source>Your encryption key</source>
        <translation>Ваш ключ шифрования</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with it (AES-256-GCM).</source>
        <translation>Каждый ключ API и все учётные данные, которые хранит GoClaw Lite, зашифрованы им (AES-256-GCM).</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>Хранится в:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Отпечаток:</translation>
    </message>
    <message>
        <source>GoClaw Lite made this key for your data when it started just now.</source>
        <translation>GoClaw Lite создал этот ключ для ваших данных только что, при запуске.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep a copy of this key somewhere safe: without it, stored credentials and API keys cannot be recovered.&lt;/b&gt; Save it to a file you keep apart from this computer (a password manager or an encrypted drive).</source>
        <translation>&lt;b&gt;Храните копию этого ключа в надёжном месте: без неё сохранённые учётные данные и API-ключи не восстановить.&lt;/b&gt; Сохраните его в файл и держите отдельно от этого компьютера (в менеджере паролей или на зашифрованном диске).</translation>
    </message>
    <message>
        <source>Back &amp;up the key…</source>
        <translation>&amp;Резервная копия ключа…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Резервная копия ключа шифрования</translation>
    </message>
    <message>
        <source>No key is in use yet; it is created when you first store a secret.</source>
        <translation>Ключ пока не используется; он создаётся, когда вы впервые сохраните секрет.</translation>
    </message>
</context>
<context>
    <name>KeyWords</name>
    <message>
        <source>no key (the database expects one)</source>
        <translation>ключа нет (база данных его ожидает)</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>ключа нет</translation>
    </message>
    <message>
        <source>entered at startup (not stored)</source>
        <translation>введён при запуске (не сохранён)</translation>
    </message>
    <message>
        <source>environment variable {name}</source>
        <translation>переменная окружения {name}</translation>
    </message>
    <message>
        <source>the OS keyring</source>
        <translation>связка ключей ОС</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>файл {path}</translation>
    </message>
</context>
<context>
    <name>KnownText</name>
    <message>
        <source>The MCP server {server} exited or closed the connection before it was ready.</source>
        <translation>MCP-сервер «{server}» завершился или закрыл соединение, не успев запуститься.</translation>
    </message>
    <message>
        <source>The MCP server {server} did not finish starting within {seconds} s.</source>
        <translation>MCP-сервер «{server}» не запустился за {seconds} с.</translation>
    </message>
    <message>
        <source>The MCP server {server} could not be started: {command} was not found or is not executable.</source>
        <translation>Не удалось запустить MCP-сервер «{server}»: {command} не найден или не является исполняемым файлом.</translation>
    </message>
    <message>
        <source>The MCP server {server} refused the credential (HTTP {status}): the API key or the Authorization header is wrong or missing; change it on the MCP page.</source>
        <translation>MCP-сервер «{server}» отклонил учётные данные (HTTP {status}): ключ API или заголовок Authorization неверен или отсутствует; измените его на странице MCP.</translation>
    </message>
    <message>
        <source>The MCP server {server} answered HTTP {status} at {url}.</source>
        <translation>MCP-сервер «{server}» ответил HTTP {status} по адресу {url}.</translation>
    </message>
    <message>
        <source>The MCP server {server} closed the connection.</source>
        <translation>MCP-сервер «{server}» закрыл соединение.</translation>
    </message>
    <message>
        <source>The MCP server {server} is turned off; turn it on first.</source>
        <translation>MCP-сервер «{server}» выключен; сначала включите его.</translation>
    </message>
    <message>
        <source>The MCP server {server} is not running.</source>
        <translation>MCP-сервер «{server}» не запущен.</translation>
    </message>
    <message>
        <source>The MCP server {server} offers no tools: its tool prefix {prefix} is the one of {earlier}, added earlier; give it a prefix of its own on the MCP page.</source>
        <translation>MCP-сервер «{server}» не предоставляет инструментов: его префикс инструментов {prefix} совпадает с префиксом сервера «{earlier}», добавленного раньше; задайте ему свой префикс на странице MCP.</translation>
    </message>
    <message>
        <source>The MCP server {server} failed: {detail}</source>
        <translation>Ошибка MCP-сервера «{server}»: {detail}</translation>
    </message>
    <message>
        <source>Missed: it was due at {when}, while the computer was asleep or off.</source>
        <translation>Пропущено: запуск был назначен на {when}, когда компьютер спал или был выключен.</translation>
    </message>
    <message>
        <source>Stopped: the app closed during the run.</source>
        <translation>Остановлено: приложение закрылось во время запуска.</translation>
    </message>
    <message>
        <source>Internal error ({kind}); see the log file.</source>
        <translation>Внутренняя ошибка ({kind}); см. файл журнала событий.</translation>
    </message>
    <message>
        <source>{reason} What it wrote last:</source>
        <translation>{reason} Последнее, что он вывел:</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Follow the system ({language})</source>
        <translation>Как в системе ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Часовой пояс</translation>
    </message>
    <message>
        <source>Follow the system ({zone})</source>
        <translation>Как в системе ({zone})</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Часово&amp;й пояс:</translation>
    </message>
    <message>
        <source>Times in the window are shown in this zone. The command line stays in English.</source>
        <translation>Время в окне показывается в этом поясе. Командная строка остаётся на английском.</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>язык</translation>
    </message>
    <message>
        <source>the time zone</source>
        <translation>часовой пояс</translation>
    </message>
</context>
<context>
    <name>LayoutRunner</name>
    <message>
        <source>Laying out the graph</source>
        <translation>Раскладка графа</translation>
    </message>
</context>
<context>
    <name>LegendBar</name>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message numerus="yes">
        <source>+%n type(s)</source>
        <translation>
            <numerusform>+%n тип</numerusform>
            <numerusform>+%n типа</numerusform>
            <numerusform>+%n типов</numerusform>
        </translation>
    </message>
    <message>
        <source>Entity types in the picture: {listed}. Click a type to hide or show it.</source>
        <translation>Типы сущностей на рисунке: {listed}. Щёлкните тип, чтобы скрыть или показать его.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>Навигация</translation>
    </message>
    <message>
        <source>Pages of GoClaw Lite; use the arrow keys to switch</source>
        <translation>Страницы GoClaw Lite; переключайтесь клавишами со стрелками</translation>
    </message>
    <message>
        <source>Current page</source>
        <translation>Текущая страница</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Ви&amp;д</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Спра&amp;вка</translation>
    </message>
    <message>
        <source>&amp;About GoClaw Lite</source>
        <translation>&amp;О GoClaw Lite</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Store: opening…</source>
        <translation>База данных: открывается…</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>Key: …</source>
        <translation>Ключ: …</translation>
    </message>
    <message>
        <source>Key source</source>
        <translation>Источник ключа</translation>
    </message>
    <message>
        <source>Store: {store}</source>
        <translation>База данных: {store}</translation>
    </message>
    <message>
        <source>Key: {source}</source>
        <translation>Ключ: {source}</translation>
    </message>
    <message>
        <source>About GoClaw Lite</source>
        <translation>О GoClaw Lite</translation>
    </message>
    <message>
        <source>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;A local agent workbench.&lt;br&gt;&lt;br&gt;Data: {folder}</source>
        <translation>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;Локальная мастерская агентов.&lt;br&gt;&lt;br&gt;Данные: {folder}</translation>
    </message>
</context>
<context>
    <name>McpPage</name>
    <message>
        <source>Model Context Protocol servers give agents more tools. A server runs only when an agent it is granted to needs it; each of its tools asks before its first use.</source>
        <translation>Серверы Model Context Protocol дают агентам больше инструментов. Сервер запускается, только когда он нужен агенту, которому он выдан; каждый его инструмент спрашивает перед первым использованием.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Транспорт</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Команда или URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Секреты</translation>
    </message>
    <message>
        <source>Tools as</source>
        <translation>Инструменты как</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Вкл.</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Import MCP servers from</source>
        <translation>Импорт MCP-серверов из</translation>
    </message>
    <message>
        <source>MCP configs (*.json);;All files (*)</source>
        <translation>Конфигурации MCP (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-серверы</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Результат проверки</translation>
    </message>
    <message>
        <source>Test a server to see its name and version, its tools with their schemas (and any left out, with the reason), its resources and prompts.</source>
        <translation>Проверьте сервер, чтобы увидеть его имя и версию, инструменты со схемами (и исключённые — с причиной), ресурсы и промпты.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>&amp;Агенты</translation>
    </message>
    <message>
        <source>Recent calls of the selected server</source>
        <translation>Недавние вызовы выбранного сервера</translation>
    </message>
    <message>
        <source>Recent &amp;calls</source>
        <translation>&amp;Недавние вызовы</translation>
    </message>
    <message>
        <source>No MCP servers yet. A server gives agents more tools: add one by its command or address, or import the servers Claude Desktop, Cursor or VS Code already use (Import… above).</source>
        <translation>MCP-серверов пока нет. Сервер даёт агентам новые инструменты: добавьте его по команде или адресу или импортируйте серверы, которые уже используют Claude Desktop, Cursor или VS Code («Импорт…» выше).</translation>
    </message>
    <message>
        <source>Add a server…</source>
        <translation>Добавить сервер…</translation>
    </message>
    <message>
        <source>MCP status</source>
        <translation>Состояние MCP</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>Добавить MCP-сервер</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>Изменить выбранный сервер</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <source>Enable or disable the selected server</source>
        <translation>Включить или выключить выбранный сервер</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Connect to the selected server and list what it offers</source>
        <translation>Подключиться к выбранному серверу и показать, что он предлагает</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Remove the selected server and its grants</source>
        <translation>Удалить выбранный сервер и его разрешения</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Import servers from a Claude Desktop, Cursor or VS Code config</source>
        <translation>Импортировать серверы из конфигурации Claude Desktop, Cursor или VS Code</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Load the servers again</source>
        <translation>Загрузить серверы заново</translation>
    </message>
    <message>
        <source>Agents that may use the selected server</source>
        <translation>Агенты, которым доступен выбранный сервер</translation>
    </message>
    <message>
        <source>Grant to an agent…</source>
        <translation>Выдать агенту…</translation>
    </message>
    <message>
        <source>Let an agent use the selected server</source>
        <translation>Дать агенту выбранный сервер</translation>
    </message>
    <message>
        <source>Choose tools…</source>
        <translation>Выбрать инструменты…</translation>
    </message>
    <message>
        <source>Choose which tools the agent may use</source>
        <translation>Выбрать, какие инструменты доступны агенту</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Take the server away from the selected agent</source>
        <translation>Забрать сервер у выбранного агента</translation>
    </message>
    <message>
        <source>Loading the MCP servers</source>
        <translation>Загрузка MCP-серверов</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP server(s).</source>
        <translation>
            <numerusform>%n MCP-сервер.</numerusform>
            <numerusform>%n MCP-сервера.</numerusform>
            <numerusform>%n MCP-серверов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the MCP servers; see the status bar.</source>
        <translation>Не удалось загрузить MCP-серверы; см. строку состояния.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>It did not start the last time it was needed: {reason}</source>
        <translation>В прошлый раз он не запустился: {reason}</translation>
    </message>
    <message>
        <source>Did not start</source>
        <translation>Не запустился</translation>
    </message>
    <message>
        <source>agents: {agents}</source>
        <translation>агенты: {agents}</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Включить</translation>
    </message>
    <message>
        <source>Loading the server&apos;s recent calls</source>
        <translation>Загрузка недавних вызовов сервера</translation>
    </message>
    <message>
        <source>Recent &amp;calls ({count})</source>
        <translation>&amp;Недавние вызовы ({count})</translation>
    </message>
    <message>
        <source>Added MCP server {server}. Test it, then grant it to an agent.</source>
        <translation>MCP-сервер {server} добавлен. Проверьте его и выдайте агенту.</translation>
    </message>
    <message>
        <source>Saved MCP server {server}.</source>
        <translation>MCP-сервер {server} сохранён.</translation>
    </message>
    <message>
        <source>Switching {server}</source>
        <translation>Переключение {server}</translation>
    </message>
    <message>
        <source>MCP server {server} is on.</source>
        <translation>MCP-сервер {server} включён.</translation>
    </message>
    <message>
        <source>MCP server {server} is off.</source>
        <translation>MCP-сервер {server} выключен.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Подключение к {server}…</translation>
    </message>
    <message>
        <source>Testing {server}</source>
        <translation>Проверка {server}</translation>
    </message>
    <message>
        <source>did not connect</source>
        <translation>не подключился</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n инструмент</numerusform>
            <numerusform>%n инструмента</numerusform>
            <numerusform>%n инструментов</numerusform>
        </translation>
    </message>
    <message>
        <source>Tested {label}: {verdict} ({duration_ms} ms).</source>
        <translation>{label} проверен: {verdict} ({duration_ms} мс).</translation>
    </message>
    <message>
        <source>Remove the MCP server {label}?</source>
        <translation>Удалить MCP-сервер {label}?</translation>
    </message>
    <message>
        <source>Its grants go with it and agents stop being offered its tools. Its past calls stay in the activity.</source>
        <translation>Его разрешения удаляются вместе с ним, агентам больше не предлагаются его инструменты. Прошлые вызовы остаются в журнале.</translation>
    </message>
    <message>
        <source>Removing {server}</source>
        <translation>Удаление {server}</translation>
    </message>
    <message>
        <source>Removed MCP server {server}.</source>
        <translation>MCP-сервер {server} удалён.</translation>
    </message>
    <message>
        <source>Granted {server}.</source>
        <translation>{server} выдан.</translation>
    </message>
    <message>
        <source>Saved the tools {agent} may use.</source>
        <translation>Инструменты, доступные {agent}, сохранены.</translation>
    </message>
    <message>
        <source>Revoking {server} from {agent}</source>
        <translation>Отзыв {server} у {agent}</translation>
    </message>
    <message>
        <source>Agent {agent} may no longer use {server}.</source>
        <translation>Агенту {agent} больше недоступен {server}.</translation>
    </message>
    <message>
        <source>Reading {file}</source>
        <translation>Чтение {file}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n MCP server(s) from {file}.</source>
        <translation>
            <numerusform>Из {file} импортирован %n MCP-сервер.</numerusform>
            <numerusform>Из {file} импортировано %n MCP-сервера.</numerusform>
            <numerusform>Из {file} импортировано %n MCP-серверов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpWords</name>
    <message>
        <source>Command (stdio)</source>
        <translation>Команда (stdio)</translation>
    </message>
    <message>
        <source>HTTP + SSE (older)</source>
        <translation>HTTP + SSE (старый)</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Все инструменты</translation>
    </message>
    <message>
        <source>Only {tools}</source>
        <translation>Только {tools}</translation>
    </message>
    <message>
        <source>No tools</source>
        <translation>Без инструментов</translation>
    </message>
    <message>
        <source> except {tools}</source>
        <translation> кроме {tools}</translation>
    </message>
    <message>
        <source>{server} did not connect ({ms} ms).</source>
        <translation>{server} не подключился ({ms} мс).</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>Нет ответа.</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) offered to agents as {prefix}__*</source>
        <translation>
            <numerusform>%n инструмент предлагается агентам как {prefix}__*</numerusform>
            <numerusform>%n инструмента предлагаются агентам как {prefix}__*</numerusform>
            <numerusform>%n инструментов предлагаются агентам как {prefix}__*</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to {name} {version} (protocol {protocol}) in {ms} ms.</source>
        <translation>Подключено к {name} {version} (протокол {protocol}) за {ms} мс.</translation>
    </message>
    <message>
        <source>, {count} left out</source>
        <translation>, исключено: {count}</translation>
    </message>
    <message>
        <source>Instructions: {text}</source>
        <translation>Инструкции: {text}</translation>
    </message>
    <message>
        <source>✗ {tool} — left out: {problem}</source>
        <translation>✗ {tool} — исключён: {problem}</translation>
    </message>
    <message>
        <source>• {tool}  (offered as {name})</source>
        <translation>• {tool}  (предлагается как {name})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Resources: {names}</source>
        <translation>Ресурсы: {names}</translation>
    </message>
    <message>
        <source>Prompts: {names}</source>
        <translation>Промпты: {names}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>list of {kind}</source>
        <translation>список из {kind}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>одно из {values}</translation>
    </message>
    <message>
        <source>any value</source>
        <translation>любое значение</translation>
    </message>
    <message>
        <source>Takes no arguments.</source>
        <translation>Аргументов не принимает.</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Аргументы:</translation>
    </message>
    <message>
        <source>, required</source>
        <translation>, обязательный</translation>
    </message>
    <message>
        <source>, default {value}</source>
        <translation>, по умолчанию {value}</translation>
    </message>
    <message>
        <source>; fields: {names}</source>
        <translation>; поля: {names}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Ошибка: {error}</translation>
    </message>
    <message>
        <source>Failed (the tool said it failed)</source>
        <translation>Ошибка (инструмент сообщил о неудаче)</translation>
    </message>
    <message>
        <source>Skipped: {problem}</source>
        <translation>Пропущен: {problem}</translation>
    </message>
    <message>
        <source>Skipped: a server of that name exists</source>
        <translation>Пропущен: сервер с таким именем уже есть</translation>
    </message>
    <message>
        <source>Will be added</source>
        <translation>Будет добавлен</translation>
    </message>
    <message>
        <source> (sealed)</source>
        <translation> (зашифровано)</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Ключ API</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>no new names</source>
        <translation>(новых имён нет)</translation>
    </message>
    <message numerus="yes">
        <source>Merge “{merged}” into “{survivor}”? %Ln relation(s) and the names {names} move to “{survivor}”; “{merged}” is removed.</source>
        <translation>
            <numerusform>Объединить «{merged}» с «{survivor}»? %Ln связь и имена {names} перейдут к «{survivor}»; «{merged}» будет удалена.</numerusform>
            <numerusform>Объединить «{merged}» с «{survivor}»? %Ln связи и имена {names} перейдут к «{survivor}»; «{merged}» будет удалена.</numerusform>
            <numerusform>Объединить «{merged}» с «{survivor}»? %Ln связей и имена {names} перейдут к «{survivor}»; «{merged}» будет удалена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s) between the two will be dropped.</source>
        <translation>
            <numerusform>%Ln связь между ними будет удалена.</numerusform>
            <numerusform>%Ln связи между ними будут удалены.</numerusform>
            <numerusform>%Ln связей между ними будут удалены.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageLayout</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Результат инструмента</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Ассистент</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>Ответ не удался.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Копировать результат</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>выполняется…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>отмена…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Сгенерировать заново</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>Полезно</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>Бесполезно</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Трассировка</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Your message</source>
        <translation>Ваше сообщение</translation>
    </message>
    <message>
        <source>Message from {author}</source>
        <translation>Сообщение от {author}</translation>
    </message>
    <message>
        <source>the assistant</source>
        <translation>ассистента</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Копировать сообщение</translation>
    </message>
    <message>
        <source>Select text…</source>
        <translation>Выделить текст…</translation>
    </message>
    <message>
        <source>Copy code block {number}</source>
        <translation>Копировать блок кода {number}</translation>
    </message>
    <message>
        <source>Hide details of {tool}</source>
        <translation>Скрыть подробности {tool}</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>Показать подробности {tool}</translation>
    </message>
    <message>
        <source>Copy result of {tool}</source>
        <translation>Копировать результат {tool}</translation>
    </message>
    <message>
        <source>Open subtask “{name}”</source>
        <translation>Открыть подзадачу «{name}»</translation>
    </message>
    <message>
        <source>Cancel subtask “{name}”</source>
        <translation>Отменить подзадачу «{name}»</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Изменить и отправить заново</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Сгенерировать заново</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>Полезно</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>Бесполезно</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Трассировка</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Previous version ({number}/{count})</source>
        <translation>Предыдущая версия ({number}/{count})</translation>
    </message>
    <message>
        <source>Next version ({number}/{count})</source>
        <translation>Следующая версия ({number}/{count})</translation>
    </message>
    <message>
        <source>Message actions</source>
        <translation>Действия с сообщением</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <source>The conversation. Arrow keys move between messages; Ctrl+C copies one, Space opens its tool details, F2 edits your message, Ctrl+R regenerates an answer, Alt+Left and Alt+Right switch versions, the Menu key lists everything else.</source>
        <translation>Чат. Стрелки — переход между сообщениями; Ctrl+C копирует сообщение, Space открывает подробности инструмента, F2 — правка вашего сообщения, Ctrl+R — новый ответ, Alt+Влево и Alt+Вправо — смена версий, клавиша меню — всё остальное.</translation>
    </message>
    <message>
        <source>↓  Latest</source>
        <translation>↓  К последнему</translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation>К последнему сообщению</translation>
    </message>
    <message>
        <source>Jump to the latest message (Ctrl+End)</source>
        <translation>К последнему сообщению (Ctrl+End)</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Models that run on this computer, offline. Download one, then choose it for an agent.</source>
        <translation>Модели, которые работают на этом компьютере без сети. Скачайте модель и выберите её для агента.</translation>
    </message>
    <message>
        <source>Local models</source>
        <translation>Локальные модели</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Лицензия</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Models status</source>
        <translation>Состояние моделей</translation>
    </message>
    <message>
        <source>Filter the list</source>
        <translation>Фильтр списка</translation>
    </message>
    <message>
        <source>Filter models</source>
        <translation>Фильтр моделей</translation>
    </message>
    <message>
        <source>Search the hub, or name owner/repository/file.gguf</source>
        <translation>Поиск на хабе или владелец/репозиторий/файл.gguf</translation>
    </message>
    <message>
        <source>Hub search or file</source>
        <translation>Поиск на хабе или файл</translation>
    </message>
    <message>
        <source>Search the hub</source>
        <translation>Искать на хабе</translation>
    </message>
    <message>
        <source>Lists the hub&apos;s GGUF files that match; a full owner/repository/file.gguf is downloaded at once</source>
        <translation>Показывает подходящие GGUF-файлы на хабе; полный путь владелец/репозиторий/файл.gguf скачивается сразу</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Скачать</translation>
    </message>
    <message>
        <source>Download the selected model</source>
        <translation>Скачать выбранную модель</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>&amp;Use for agent</source>
        <translation>&amp;Использовать для агента</translation>
    </message>
    <message>
        <source>Use the selected model for the agent</source>
        <translation>Использовать выбранную модель для агента</translation>
    </message>
    <message>
        <source>The agent talks to the built-in server running this model from its next message</source>
        <translation>Со следующего сообщения агент обращается к встроенному серверу с этой моделью</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Remove the selected model</source>
        <translation>Удалить выбранную модель</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Ход загрузки</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Отменить загрузку</translation>
    </message>
    <message>
        <source>Cancel the download</source>
        <translation>Отменить загрузку</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (встроенная)</translation>
    </message>
    <message>
        <source>Listing the local models</source>
        <translation>Получение списка локальных моделей</translation>
    </message>
    <message>
        <source>Installed with GoClaw Lite</source>
        <translation>Установлена вместе с GoClaw Lite</translation>
    </message>
    <message>
        <source>Checked at download</source>
        <translation>Проверяется при загрузке</translation>
    </message>
    <message>
        <source>Runs here</source>
        <translation>Работает здесь</translation>
    </message>
    <message>
        <source>Not enough memory</source>
        <translation>Не хватает памяти</translation>
    </message>
    <message>
        <source>Not enough disk</source>
        <translation>Не хватает места на диске</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Used by %1</source>
        <translation>Использует: %1</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Встроенная</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Скачана</translation>
    </message>
    <message>
        <source>On the hub</source>
        <translation>На хабе</translation>
    </message>
    <message>
        <source>Searching the hub for “%1”…</source>
        <translation>Поиск «%1» на хабе…</translation>
    </message>
    <message>
        <source>Searching the hub</source>
        <translation>Поиск на хабе</translation>
    </message>
    <message numerus="yes">
        <source>%n GGUF file(s) on the hub match; select one and press Download.</source>
        <translation>
            <numerusform>На хабе найден %n GGUF-файл; выберите его и нажмите «Скачать».</numerusform>
            <numerusform>На хабе найдено %n GGUF-файла; выберите один и нажмите «Скачать».</numerusform>
            <numerusform>На хабе найдено %n GGUF-файлов; выберите один и нажмите «Скачать».</numerusform>
        </translation>
    </message>
    <message>
        <source>No GGUF file on the hub matches.</source>
        <translation>На хабе нет подходящих GGUF-файлов.</translation>
    </message>
    <message>
        <source>Checking %1 with the hub…</source>
        <translation>Проверка %1 на хабе…</translation>
    </message>
    <message>
        <source>Downloading a model</source>
        <translation>Загрузка модели</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/с</translation>
    </message>
    <message numerus="yes">
        <source>%n h left</source>
        <translation>
            <numerusform>осталось %n ч</numerusform>
            <numerusform>осталось %n ч</numerusform>
            <numerusform>осталось %n ч</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>осталась %n мин</numerusform>
            <numerusform>осталось %n мин</numerusform>
            <numerusform>осталось %n мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>осталась %n с</numerusform>
            <numerusform>осталось %n с</numerusform>
            <numerusform>осталось %n с</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
    <message>
        <source>%1 was already downloaded.</source>
        <translation>%1 уже скачана.</translation>
    </message>
    <message>
        <source>Downloaded %1 (%2), checksum verified.</source>
        <translation>%1 скачана (%2), контрольная сумма проверена.</translation>
    </message>
    <message>
        <source>Download cancelled; nothing was kept.</source>
        <translation>Загрузка отменена; ничего не сохранено.</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>Загрузка не удалась: %1</translation>
    </message>
    <message>
        <source>Choosing a model</source>
        <translation>Выбор модели</translation>
    </message>
    <message>
        <source>%1 now uses %2; the model starts with its next message.</source>
        <translation>%1 теперь использует %2; модель запустится со следующим сообщением.</translation>
    </message>
    <message>
        <source>Removing a model</source>
        <translation>Удаление модели</translation>
    </message>
    <message>
        <source>Delete the downloaded file of %1?</source>
        <translation>Удалить скачанный файл %1?</translation>
    </message>
    <message>
        <source>It frees %1 of disk; you can download it again later.</source>
        <translation>Освободится %1 на диске; позже модель можно скачать снова.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 удалён.</translation>
    </message>
</context>
<context>
    <name>NextStepCard</name>
    <message>
        <source>{action}: {title}</source>
        <translation>{action}: {title}</translation>
    </message>
</context>
<context>
    <name>NoKeyPanel</name>
    <message>
        <source>Credentials need the encryption key</source>
        <translation>Для учётных данных нужен ключ шифрования</translation>
    </message>
    <message>
        <source>Tool credentials are only ever stored encrypted, and GoClaw Lite was started without the encryption key, so they can be neither shown nor changed.

Quit and start GoClaw Lite again: it asks for the key when it cannot find it. Paste the key from your key backup.</source>
        <translation>Учётные данные инструментов хранятся только в зашифрованном виде, а GoClaw Lite запущен без ключа шифрования, поэтому их нельзя ни показать, ни изменить.

Выйдите и запустите GoClaw Lite снова: если ключ не найден, программа его спросит. Вставьте ключ из своей резервной копии.</translation>
    </message>
</context>
<context>
    <name>NoticeBanner</name>
    <message>
        <source>Notice</source>
        <translation>Уведомление</translation>
    </message>
    <message>
        <source>Notice action</source>
        <translation>Действие уведомления</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Dismiss notice</source>
        <translation>Скрыть уведомление</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>Back up the key…</source>
        <translation>Резервная копия ключа…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Резервная копия ключа шифрования</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>OpenProgress</name>
    <message>
        <source>Updating the database</source>
        <translation>Обновление базы данных</translation>
    </message>
    <message>
        <source>{what} ({done} of {total})</source>
        <translation>{what} ({done} из {total})</translation>
    </message>
</context>
<context>
    <name>OverrideWords</name>
    <message>
        <source>temperature {value}</source>
        <translation>температура {value}</translation>
    </message>
    <message>
        <source>no token limit</source>
        <translation>без ограничения токенов</translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln token(s)</source>
        <translation>
            <numerusform>не больше %Ln токена</numerusform>
            <numerusform>не больше %Ln токенов</numerusform>
            <numerusform>не больше %Ln токенов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageBar</name>
    <message>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Show or hide the entity list</source>
        <translation>Показать или скрыть список сущностей</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>&amp;Агент</translation>
    </message>
    <message>
        <source>Graph totals</source>
        <translation>Итоги графа</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Add the entities and relations of a knowledge graph file (JSON)</source>
        <translation>Добавить сущности и связи из файла графа знаний (JSON)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Save this agent&apos;s whole knowledge graph as a file (JSON) to import elsewhere</source>
        <translation>Сохранить весь граф знаний этого агента в файл (JSON) для импорта в другом месте</translation>
    </message>
    <message>
        <source>Prune…</source>
        <translation>Очистить…</translation>
    </message>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>Очистить знания с низкой уверенностью</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Ещё</translation>
    </message>
    <message>
        <source>More: import, export and prune</source>
        <translation>Ещё: импорт, экспорт и очистка</translation>
    </message>
    <message>
        <source>Import…, Export… and Prune…</source>
        <translation>Импорт…, экспорт… и очистка…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Load everything again (F5)</source>
        <translation>Загрузить всё заново (F5)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Show or hide the details panel</source>
        <translation>Показать или скрыть панель сведений</translation>
    </message>
</context>
<context>
    <name>ProbeWords</name>
    <message>
        <source>{server} (port {port})</source>
        <translation>{server} (порт {port})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: %Ln model(s)</source>
        <translation>
            <numerusform>{server}: %Ln модель</numerusform>
            <numerusform>{server}: %Ln модели</numerusform>
            <numerusform>{server}: %Ln моделей</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>нет ответа вовремя</translation>
    </message>
    <message>
        <source>nothing is listening</source>
        <translation>никто не слушает</translation>
    </message>
    <message>
        <source>the server wants a valid API key</source>
        <translation>серверу нужен действительный API-ключ</translation>
    </message>
    <message>
        <source>answered HTTP {status}, not a model list</source>
        <translation>ответил HTTP {status}, а не списком моделей</translation>
    </message>
    <message>
        <source>not an OpenAI-compatible server</source>
        <translation>не OpenAI-совместимый сервер</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>about {seconds} s left</source>
        <translation>осталось около {seconds} с</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>осталось около {minutes} мин</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Общий ход</translation>
    </message>
    <message>
        <source>Copy rate and time left</source>
        <translation>Скорость копирования и оставшееся время</translation>
    </message>
    <message>
        <source>Tables to copy</source>
        <translation>Таблицы для копирования</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строк</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>{table} progress</source>
        <translation>Ход: {table}</translation>
    </message>
    <message>
        <source>{rows} in {tables}.</source>
        <translation>{rows} в {tables}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln строка</numerusform>
            <numerusform>%Ln строки</numerusform>
            <numerusform>%Ln строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n таблица</numerusform>
            <numerusform>%n таблицы</numerusform>
            <numerusform>%n таблиц</numerusform>
        </translation>
    </message>
    <message>
        <source>{done} of {total} rows · {rate} rows/s</source>
        <translation>{done} из {total} строк · {rate} строк/с</translation>
    </message>
    <message>
        <source>copied in {duration}</source>
        <translation>скопировано за {duration}</translation>
    </message>
</context>
<context>
    <name>PromotePage</name>
    <message>
        <source>Copy everything into a PostgreSQL database (the Standard edition&apos;s store), check it table by table, and use it from now on if you like. Your SQLite file stays as it is.</source>
        <translation>Скопировать всё в базу данных PostgreSQL (хранилище данных редакции Standard), проверить её по таблицам и, если хотите, работать с ней дальше. Файл SQLite останется как есть.</translation>
    </message>
    <message>
        <source>Promote to PostgreSQL</source>
        <translation>Перенос в PostgreSQL</translation>
    </message>
    <message>
        <source>GoClaw Lite already runs on {description}. Nothing to promote.</source>
        <translation>GoClaw Lite уже работает на {description}. Переносить нечего.</translation>
    </message>
    <message>
        <source>1. Server</source>
        <translation>1. Сервер</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>an empty database, e.g. goclaw</source>
        <translation>пустая база данных, например goclaw</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Пользователь</translation>
    </message>
    <message>
        <source>a user that may create tables there</source>
        <translation>пользователь, которому можно создавать там таблицы</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>kept only while this window is open</source>
        <translation>хранится, только пока открыто это окно</translation>
    </message>
    <message>
        <source>H&amp;ost:</source>
        <translation>&amp;Хост:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;База данных:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>П&amp;ользователь:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Па&amp;роль:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Проверить &amp;соединение</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Проверить соединение</translation>
    </message>
    <message>
        <source>Connect, check the server and your privileges, and count the rows; writes nothing</source>
        <translation>Подключиться, проверить сервер и ваши права и подсчитать строки; ничего не записывает</translation>
    </message>
    <message>
        <source>Check result</source>
        <translation>Результат проверки</translation>
    </message>
    <message>
        <source>2. Copy and verify</source>
        <translation>2. Копирование и проверка</translation>
    </message>
    <message>
        <source>Afterwards, use PostgreSQL from now on</source>
        <translation>После этого работать с PostgreSQL</translation>
    </message>
    <message>
        <source>Takes effect when GoClaw Lite restarts</source>
        <translation>Вступит в силу после перезапуска GoClaw Lite</translation>
    </message>
    <message>
        <source>Use PostgreSQL after the copy</source>
        <translation>Использовать PostgreSQL после копирования</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Start promotion</source>
        <translation>Начать перенос</translation>
    </message>
    <message>
        <source>Use PostgreSQL from now on</source>
        <translation>Перейти на PostgreSQL</translation>
    </message>
    <message>
        <source>Verify once more, then make GoClaw Lite use PostgreSQL from its next start</source>
        <translation>Проверить ещё раз и со следующего запуска работать с PostgreSQL</translation>
    </message>
    <message>
        <source>Promotion result</source>
        <translation>Результат переноса</translation>
    </message>
    <message>
        <source>Checking {server}…</source>
        <translation>Проверка {server}…</translation>
    </message>
    <message>
        <source>Check failed.</source>
        <translation>Проверка не удалась.</translation>
    </message>
    <message>
        <source>Checking the PostgreSQL server</source>
        <translation>Проверка сервера PostgreSQL</translation>
    </message>
    <message>
        <source>already holds this install: Start continues or re-verifies it</source>
        <translation>уже содержит эту установку: «Начать» продолжит или перепроверит её</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пустая</translation>
    </message>
    <message>
        <source>PostgreSQL {version} at {target}: {state}. {rows} to copy (roughly {seconds} s).</source>
        <translation>PostgreSQL {version} на {target}: {state}. Скопировать: {rows} (примерно {seconds} с).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln строка</numerusform>
            <numerusform>%Ln строки</numerusform>
            <numerusform>%Ln строк</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Copying into {server}…</source>
        <translation>Копирование в {server}…</translation>
    </message>
    <message>
        <source>The promotion stopped; Start continues it.</source>
        <translation>Перенос остановлен; «Начать» продолжит его.</translation>
    </message>
    <message>
        <source>Promoting to PostgreSQL</source>
        <translation>Перенос в PostgreSQL</translation>
    </message>
    <message>
        <source>Nothing new to copy into {server}.</source>
        <translation>Нечего нового копировать в {server}.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s) into {server}.</source>
        <translation>
            <numerusform>Скопирована %Ln строка в {server}.</numerusform>
            <numerusform>Скопированы %Ln строки в {server}.</numerusform>
            <numerusform>Скопировано %Ln строк в {server}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verified %n table(s): row counts and checksums match.</source>
        <translation>
            <numerusform>Проверена %n таблица: число строк и контрольные суммы совпадают.</numerusform>
            <numerusform>Проверены %n таблицы: число строк и контрольные суммы совпадают.</numerusform>
            <numerusform>Проверено %n таблиц: число строк и контрольные суммы совпадают.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>Verifying once more, then switching…</source>
        <translation>Ещё одна проверка, затем переключение…</translation>
    </message>
    <message>
        <source>Not switched.</source>
        <translation>Не переключено.</translation>
    </message>
    <message>
        <source>Switching to PostgreSQL</source>
        <translation>Переключение на PostgreSQL</translation>
    </message>
    <message>
        <source> The password was not stored: put it in ~/.pgpass (or PGPASSWORD) so GoClaw Lite can connect.</source>
        <translation> Пароль не сохранён: запишите его в ~/.pgpass (или PGPASSWORD), чтобы GoClaw Lite мог подключиться.</translation>
    </message>
    <message>
        <source>GoClaw Lite will use {server} from the next start. Restart GoClaw Lite now; until then this window keeps writing to SQLite, and that would not be in PostgreSQL. The SQLite file is kept read-only as a backup, and the guide&apos;s PostgreSQL page says how to switch back to it.</source>
        <translation>GoClaw Lite будет использовать {server} со следующего запуска. Перезапустите GoClaw Lite сейчас: до тех пор это окно пишет в SQLite, и записанное не попадёт в PostgreSQL. Файл SQLite сохраняется только для чтения как резервная копия; как вернуться к нему, сказано на странице руководства о PostgreSQL.</translation>
    </message>
    <message>
        <source>Switched: restart GoClaw Lite.</source>
        <translation>Переключено: перезапустите GoClaw Lite.</translation>
    </message>
</context>
<context>
    <name>ProvidersBox</name>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Ключ</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Модель по умолчанию</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Используется</translation>
    </message>
    <message numerus="yes">
        <source>{server} is the model server of %n agent(s): {agents}. Remove it anyway?</source>
        <translation>
            <numerusform>{server} — сервер моделей %n агента: {agents}. Всё равно удалить?</numerusform>
            <numerusform>{server} — сервер моделей %n агентов: {agents}. Всё равно удалить?</numerusform>
            <numerusform>{server} — сервер моделей %n агентов: {agents}. Всё равно удалить?</numerusform>
        </translation>
    </message>
    <message>
        <source>Those agents cannot chat until you give them another server (Agents). This cannot be undone.</source>
        <translation>Эти агенты не смогут общаться, пока вы не дадите им другой сервер (Агенты). Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Remove {server}? It is a fallback of {agents}.</source>
        <translation>Удалить {server}? Это резервный сервер для: {agents}.</translation>
    </message>
    <message>
        <source>Those agents skip it from now on. This cannot be undone.</source>
        <translation>Эти агенты теперь будут его пропускать. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Remove {server} ({address})?</source>
        <translation>Удалить {server} ({address})?</translation>
    </message>
    <message>
        <source>No agent uses it. This cannot be undone.</source>
        <translation>Ни один агент его не использует. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>Серверы моделей</translation>
    </message>
    <message>
        <source>Add &amp;server…</source>
        <translation>Добавить се&amp;рвер…</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>Добавить сервер моделей</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>Изменить выбранный сервер</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>List the selected server&apos;s models</source>
        <translation>Показать модели выбранного сервера</translation>
    </message>
    <message>
        <source>Stop &amp;using</source>
        <translation>&amp;Не использовать</translation>
    </message>
    <message>
        <source>Stop or start using the selected server</source>
        <translation>Перестать или снова начать использовать выбранный сервер</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Remove the selected server</source>
        <translation>Удалить выбранный сервер</translation>
    </message>
    <message>
        <source>Model servers status</source>
        <translation>Состояние серверов моделей</translation>
    </message>
    <message>
        <source>Listing model servers</source>
        <translation>Получение списка серверов моделей</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>сохранён</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>used</source>
        <translation>используется</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>не используется</translation>
    </message>
    <message>
        <source>No model server yet: Add server… sets one up.</source>
        <translation>Серверов моделей пока нет: «Добавить сервер…» настроит первый.</translation>
    </message>
    <message>
        <source>&amp;Use again</source>
        <translation>&amp;Использовать снова</translation>
    </message>
    <message>
        <source>{server} added.</source>
        <translation>{server} добавлен.</translation>
    </message>
    <message>
        <source>{server} saved.</source>
        <translation>{server} сохранён.</translation>
    </message>
    <message>
        <source>Asking {label} for its models…</source>
        <translation>Запрос списка моделей у {label}…</translation>
    </message>
    <message>
        <source> Its default model {model} is not among them.</source>
        <translation> Его модели по умолчанию {model} среди них нет.</translation>
    </message>
    <message>
        <source>{server}: {summary}</source>
        <translation>{server}: {summary}</translation>
    </message>
    <message>
        <source>Testing {label}</source>
        <translation>Проверка {label}</translation>
    </message>
    <message>
        <source>{server} is used again.</source>
        <translation>{server} снова используется.</translation>
    </message>
    <message>
        <source>{server} is not used any more (agents on it fall back or fail).</source>
        <translation>{server} больше не используется (агенты на нём переходят на резерв или выдают ошибку).</translation>
    </message>
    <message>
        <source>Changing {label}</source>
        <translation>Изменение {label}</translation>
    </message>
    <message>
        <source>Checking who uses {label}</source>
        <translation>Проверка, кто использует {label}</translation>
    </message>
    <message>
        <source>Not removed: {agents} chat through {label}.</source>
        <translation>Не удалено: {agents} общаются через {label}.</translation>
    </message>
    <message>
        <source>Remove {label}?</source>
        <translation>Удалить {label}?</translation>
    </message>
    <message>
        <source>Remove anyway</source>
        <translation>Всё равно удалить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>Удалить {label}</translation>
    </message>
    <message numerus="yes">
        <source> %n agent(s) need another server: {agents}.</source>
        <translation>
            <numerusform> %n агенту нужен другой сервер: {agents}.</numerusform>
            <numerusform> %n агентам нужен другой сервер: {agents}.</numerusform>
            <numerusform> %n агентам нужен другой сервер: {agents}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{label} removed.{tail}</source>
        <translation>{label} удалён.{tail}</translation>
    </message>
    <message>
        <source>Removing {label}</source>
        <translation>Удаление {label}</translation>
    </message>
</context>
<context>
    <name>PruneDialog</name>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>Очистить знания с низкой уверенностью</translation>
    </message>
    <message>
        <source>Remove the entities and relations of {agent} whose confidence is below a threshold. An entity&apos;s relations go with it. This cannot be undone.</source>
        <translation>Удалить сущности и связи агента «{agent}» с уверенностью ниже порога. Связи сущности удаляются вместе с ней. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Minimum confidence to keep</source>
        <translation>Минимальная уверенность, чтобы остаться</translation>
    </message>
    <message>
        <source>&amp;Keep confidence ≥</source>
        <translation>&amp;Оставить уверенность ≥</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Подсчёт…</translation>
    </message>
    <message>
        <source>What would be removed</source>
        <translation>Что будет удалено</translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation>&amp;Предпросмотр</translation>
    </message>
    <message>
        <source>Count what would be removed</source>
        <translation>Подсчитать, что будет удалено</translation>
    </message>
    <message>
        <source>Count again what this threshold would remove (Enter)</source>
        <translation>Заново подсчитать, что удалит этот порог (Enter)</translation>
    </message>
    <message>
        <source>&amp;Prune</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <source>Prune now</source>
        <translation>Очистить сейчас</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Nothing has a confidence below {confidence}.</source>
        <translation>Ничего с уверенностью ниже {confidence} нет.</translation>
    </message>
    <message>
        <source>Lowest first: {names}</source>
        <translation>Сначала самые низкие: {names}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} would be removed.</source>
        <translation>
            <numerusform>Будет удалена %Ln сущность и {relations}.</numerusform>
            <numerusform>Будут удалены %Ln сущности и {relations}.</numerusform>
            <numerusform>Будет удалено %Ln сущностей и {relations}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pruning…</source>
        <translation>Очистка…</translation>
    </message>
</context>
<context>
    <name>SecretRows</name>
    <message>
        <source>Add {what}</source>
        <translation>Добавить: {what}</translation>
    </message>
    <message>
        <source>Values are stored encrypted and shown masked; leave a stored one blank to keep it.</source>
        <translation>Значения хранятся зашифрованными и показываются скрытыми; оставьте сохранённое пустым, чтобы не менять его.</translation>
    </message>
    <message>
        <source>{what} name</source>
        <translation>{what}: имя</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <source>Value of {what} {name}</source>
        <translation>Значение: {what} {name}</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK} (сохранено; введите, чтобы заменить)</translation>
    </message>
    <message>
        <source>value</source>
        <translation>значение</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove this {what}</source>
        <translation>Удалить: {what}</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>OpenAI-compatible (/v1/chat/completions)</source>
        <translation>Совместимый с OpenAI (/v1/chat/completions)</translation>
    </message>
    <message>
        <source>Anthropic Messages API</source>
        <translation>Anthropic Messages API</translation>
    </message>
    <message>
        <source>Edit {server}</source>
        <translation>Изменить {server}</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>Добавить сервер моделей</translation>
    </message>
    <message>
        <source>Kind of server</source>
        <translation>Тип сервера</translation>
    </message>
    <message>
        <source>custom address</source>
        <translation>свой адрес</translation>
    </message>
    <message>
        <source>cloud, needs a key</source>
        <translation>облако, нужен ключ</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>на этом компьютере</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Другой</translation>
    </message>
    <message>
        <source>API the server speaks</source>
        <translation>API, на котором говорит сервер</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <source>Provider name</source>
        <translation>Имя провайдера</translation>
    </message>
    <message>
        <source>Edit MCP server {server}</source>
        <translation>Изменить MCP-сервер {server}</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>Добавить MCP-сервер</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Имя сервера</translation>
    </message>
    <message>
        <source>time, git, files… (letters, digits, - and _)</source>
        <translation>time, git, files… (буквы, цифры, - и _)</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Отображаемое имя</translation>
    </message>
    <message>
        <source>optional, shown in lists</source>
        <translation>необязательно, показывается в списках</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Транспорт</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>&amp;Отображаемое имя</translation>
    </message>
    <message>
        <source>&amp;Transport</source>
        <translation>&amp;Транспорт</translation>
    </message>
    <message>
        <source>Tool prefix</source>
        <translation>Префикс инструментов</translation>
    </message>
    <message>
        <source>the server&apos;s name</source>
        <translation>имя сервера</translation>
    </message>
    <message>
        <source>Agents see the tools as PREFIX__tool, so they never collide with others</source>
        <translation>Агенты видят инструменты как PREFIX__tool, поэтому они не пересекаются с другими</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Тайм-аут в секундах</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Agents granted this server may use it</source>
        <translation>Агенты, которым выдан этот сервер, могут им пользоваться</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>Folders offered as roots, one per line</source>
        <translation>Папки, предлагаемые как корни, по одной в строке</translation>
    </message>
    <message>
        <source>none: the server is offered no folders</source>
        <translation>нет: серверу не предлагается ни одной папки</translation>
    </message>
    <message>
        <source>Folders the server may work in, one per line; servers that ask for roots (the filesystem server, for one) use them</source>
        <translation>Папки, в которых может работать сервер, по одной в строке; их используют серверы, запрашивающие корни (например, сервер filesystem)</translation>
    </message>
    <message>
        <source>Tool &amp;prefix</source>
        <translation>&amp;Префикс инструментов</translation>
    </message>
    <message>
        <source>&amp;Roots</source>
        <translation>Ко&amp;рни</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>Тайм-аут в&amp;ызова</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Включён</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>npx, uvx, mcp-server-time, /path/to/server…</source>
        <translation>npx, uvx, mcp-server-time, /путь/к/серверу…</translation>
    </message>
    <message>
        <source>Arguments, one per line</source>
        <translation>Аргументы, по одному в строке</translation>
    </message>
    <message>
        <source>One argument per line. No shell is used: quotes and $VARIABLES are passed as typed.</source>
        <translation>По одному аргументу в строке. Оболочка не используется: кавычки и $ПЕРЕМЕННЫЕ передаются как есть.</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>переменная</translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>&amp;Команда</translation>
    </message>
    <message>
        <source>&amp;Arguments</source>
        <translation>&amp;Аргументы</translation>
    </message>
    <message>
        <source>En&amp;vironment</source>
        <translation>Окру&amp;жение</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>header</source>
        <translation>заголовок</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Ключ API</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK} (сохранено; введите, чтобы заменить)</translation>
    </message>
    <message>
        <source>optional; sent as a Bearer token</source>
        <translation>необязательно; передаётся как Bearer-токен</translation>
    </message>
    <message>
        <source>&amp;URL</source>
        <translation>&amp;URL</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>&amp;Заголовки</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>&amp;Ключ API</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Дайте серверу имя.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Введите команду, которая запускает сервер.</translation>
    </message>
    <message>
        <source>Type the server&apos;s URL (http:// or https://).</source>
        <translation>Введите URL сервера (http:// или https://).</translation>
    </message>
    <message>
        <source>Saving the MCP server</source>
        <translation>Сохранение MCP-сервера</translation>
    </message>
    <message>
        <source>&amp;Remove the stored key</source>
        <translation>&amp;Удалить сохранённый ключ</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Удалить сохранённый ключ API</translation>
    </message>
    <message>
        <source>The name agents use for this server: lowercase letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;</source>
        <translation>Имя, которым агенты называют этот сервер: строчные латинские буквы, цифры, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;</translation>
    </message>
    <message>
        <source>About the API key</source>
        <translation>О ключе API</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>Test the connection and list the models</source>
        <translation>Проверить соединение и показать модели</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Модель по умолчанию</translation>
    </message>
    <message>
        <source>Test lists what the server offers</source>
        <translation>«Проверить» покажет, что предлагает сервер</translation>
    </message>
    <message>
        <source>Send images from tools to the model</source>
        <translation>Передавать модели изображения от инструментов</translation>
    </message>
    <message>
        <source>As the API does (Anthropic yes, OpenAI-compatible no)</source>
        <translation>Как принято в API (Anthropic — да, OpenAI-совместимые — нет)</translation>
    </message>
    <message>
        <source>Yes: the model reads images</source>
        <translation>Да: модель понимает изображения</translation>
    </message>
    <message>
        <source>No: describe them in words</source>
        <translation>Нет: описывать словами</translation>
    </message>
    <message>
        <source>When a tool (an MCP server, say) returns a picture, whether the model sees it or only a note naming it</source>
        <translation>Когда инструмент (например, MCP-сервер) возвращает картинку: видит ли её модель или получает только пометку о ней</translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation>Испо&amp;льзовать этот сервер</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>Использовать этот сервер</translation>
    </message>
    <message>
        <source>A server not used is kept but agents on it fall back or fail</source>
        <translation>Неиспользуемый сервер сохраняется, но агенты на нём переходят на резерв или выдают ошибку</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Ключ API:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Сервер:</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Disp&amp;lay name:</source>
        <translation>&amp;Отображаемое имя:</translation>
    </message>
    <message>
        <source>Default &amp;model:</source>
        <translation>&amp;Модель по умолчанию:</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>Изо&amp;бражения:</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Результат проверки</translation>
    </message>
    <message>
        <source>Why the server was not saved</source>
        <translation>Почему сервер не сохранён</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>Добавить сервер</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Add the server</source>
        <translation>Добавить сервер</translation>
    </message>
    <message>
        <source>Save the server</source>
        <translation>Сохранить сервер</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>API &amp;key (optional):</source>
        <translation>&amp;Ключ API (необязательно):</translation>
    </message>
    <message>
        <source>not needed for a server on this computer</source>
        <translation>не нужен для сервера на этом компьютере</translation>
    </message>
    <message>
        <source>A server on this computer (127.0.0.1 or localhost) needs no key.</source>
        <translation>Серверу на этом компьютере (127.0.0.1 или localhost) ключ не нужен.</translation>
    </message>
    <message>
        <source>leave empty to keep the stored key</source>
        <translation>оставьте пустым, чтобы сохранить прежний ключ</translation>
    </message>
    <message>
        <source>needed; stored sealed, never shown again</source>
        <translation>обязателен; хранится зашифрованным и больше не показывается</translation>
    </message>
    <message>
        <source>This service needs your API key. It is stored encrypted and never shown again.</source>
        <translation>Этому сервису нужен ваш ключ API. Он хранится в зашифрованном виде и больше не показывается.</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>только если сервер его требует</translation>
    </message>
    <message>
        <source>Give a key only if this server asks for one; it is stored encrypted.</source>
        <translation>Укажите ключ, только если сервер его требует; он хранится в зашифрованном виде.</translation>
    </message>
    <message>
        <source> A key is stored; type a new one to replace it.</source>
        <translation> Ключ сохранён; введите новый, чтобы заменить его.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Запрос списка моделей у {server}…</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>сервера</translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>Проверка соединения</translation>
    </message>
    <message>
        <source>Saving the model server</source>
        <translation>Сохранение сервера моделей</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>A model server</source>
        <translation>Сервер моделей</translation>
    </message>
    <message>
        <source>GoClaw Lite looked for Ollama, LM Studio and llama.cpp on this computer; cloud services need your API key.</source>
        <translation>GoClaw Lite поискал на этом компьютере Ollama, LM Studio и llama.cpp; облачным сервисам нужен ваш ключ API.</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>Серверы моделей</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Ключ API</translation>
    </message>
    <message>
        <source>only for cloud services; stored sealed, never shown again</source>
        <translation>только для облачных сервисов; хранится зашифрованным и больше не показывается</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Проверить &amp;соединение</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Проверить соединение</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Ключ API:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>&amp;Skip: I will set up a model server later</source>
        <translation>&amp;Пропустить: настрою сервер моделей позже</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>Поиск серверов на этом компьютере…</translation>
    </message>
    <message>
        <source>Looking for model servers</source>
        <translation>Поиск серверов моделей</translation>
    </message>
    <message>
        <source>{server} — cloud, needs an API key</source>
        <translation>{server} — облако, нужен ключ API</translation>
    </message>
    <message>
        <source>{server} — on this computer</source>
        <translation>{server} — на этом компьютере</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s) on this computer.</source>
        <translation>
            <numerusform>На этом компьютере найден %n сервер.</numerusform>
            <numerusform>На этом компьютере найдено %n сервера.</numerusform>
            <numerusform>На этом компьютере найдено %n серверов.</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer; pick a cloud service, or type an address.</source>
        <translation>На этом компьютере ни один сервер не ответил; выберите облачный сервис или введите адрес.</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>Поиск серверов</translation>
    </message>
    <message>
        <source>Pick a server first.</source>
        <translation>Сначала выберите сервер.</translation>
    </message>
    <message>
        <source>{label} needs an API key.</source>
        <translation>{label} нужен ключ API.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Запрос списка моделей у {server}…</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s).</source>
        <translation>
            <numerusform>Соединение есть: %n модель.</numerusform>
            <numerusform>Соединение есть: %n модели.</numerusform>
            <numerusform>Соединение есть: %n моделей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>Проверка соединения</translation>
    </message>
    <message>
        <source>Connected, but the server offers no model yet.</source>
        <translation>Соединение есть, но сервер пока не предлагает моделей.</translation>
    </message>
</context>
<context>
    <name>ServerWords</name>
    <message>
        <source>Connected, but the server lists no model yet.</source>
        <translation>Соединение есть, но сервер пока не предлагает ни одной модели.</translation>
    </message>
    <message numerus="yes">
        <source>{models} and %n more</source>
        <translation>
            <numerusform>{models} и ещё %n</numerusform>
            <numerusform>{models} и ещё %n</numerusform>
            <numerusform>{models} и ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s) — {models}.</source>
        <translation>
            <numerusform>Соединение есть: %n модель — {models}.</numerusform>
            <numerusform>Соединение есть: %n модели — {models}.</numerusform>
            <numerusform>Соединение есть: %n моделей — {models}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Created on this start</source>
        <translation>Создана при этом запуске</translation>
    </message>
    <message>
        <source>; backup at {path}</source>
        <translation>; резервная копия: {path}</translation>
    </message>
    <message>
        <source>Upgraded from version {version} on this start</source>
        <translation>Обновлена с версии {version} при этом запуске</translation>
    </message>
    <message>
        <source>Brought up to date on this start ({steps})</source>
        <translation>Приведена в актуальное состояние при этом запуске ({steps})</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Актуальна</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлое</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмное</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Версия схемы</translation>
    </message>
    <message>
        <source>Database status</source>
        <translation>Состояние базы данных</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>База данных</translation>
    </message>
    <message>
        <source>Log directory</source>
        <translation>Папка журналов</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Ключ шифрования</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Открыть папку данных</translation>
    </message>
    <message>
        <source>Show {folder} in the file manager</source>
        <translation>Показать {folder} в файловом менеджере</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Открыть папку журналов</translation>
    </message>
    <message>
        <source>Copy diagnostics</source>
        <translation>Копировать диагностику</translation>
    </message>
    <message>
        <source>Copy versions, paths, store and key source (never the key) for a bug report</source>
        <translation>Скопировать версии, пути, базу данных и источник ключа (но не сам ключ) для отчёта об ошибке</translation>
    </message>
    <message>
        <source>Run setup again…</source>
        <translation>Запустить настройку снова…</translation>
    </message>
    <message>
        <source>The agent a new chat starts with unless you pick another</source>
        <translation>Агент, с которым начинается новый чат, если вы не выберете другого</translation>
    </message>
    <message>
        <source>Run setup again</source>
        <translation>Запустить настройку снова</translation>
    </message>
    <message>
        <source>The first-run setup: your key, a model server, an agent</source>
        <translation>Первоначальная настройка: ваш ключ, сервер моделей, агент</translation>
    </message>
    <message>
        <source>Settings status</source>
        <translation>Состояние настроек</translation>
    </message>
    <message>
        <source>Your preferences, where your data is and a backup of its key, and your model servers. Paths, versions and logs are under Advanced / Diagnostics at the end.</source>
        <translation>Ваши предпочтения, где лежат данные и резервная копия их ключа, ваши серверы моделей. Пути, версии и журналы — в разделе «Дополнительно / диагностика» в конце.</translation>
    </message>
    <message>
        <source>Reading settings</source>
        <translation>Чтение настроек</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Предпочтения</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Оформление:</translation>
    </message>
    <message>
        <source>Default agent</source>
        <translation>Агент по умолчанию</translation>
    </message>
    <message>
        <source>Default a&amp;gent:</source>
        <translation>Агент по у&amp;молчанию:</translation>
    </message>
    <message>
        <source>Days closed conversations are kept</source>
        <translation>Сколько дней хранить закрытые чаты</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>A closed conversation untouched this long is deleted by the daily cleanup</source>
        <translation>Закрытый чат, который столько дней не трогали, удаляется при ежедневной уборке</translation>
    </message>
    <message>
        <source>&amp;Keep closed chats:</source>
        <translation>&amp;Хранить закрытые чаты:</translation>
    </message>
    <message>
        <source>Days traces of runs are kept</source>
        <translation>Сколько дней хранить трассировки запусков</translation>
    </message>
    <message>
        <source>Traces (the Traces page) older than this are deleted by the daily cleanup</source>
        <translation>Трассировки (страница «Трассировки») старше этого удаляются при ежедневной уборке</translation>
    </message>
    <message>
        <source>Kee&amp;p traces:</source>
        <translation>Хранить &amp;трассировки:</translation>
    </message>
    <message>
        <source>Run hooks in &amp;chats</source>
        <translation>Запускать хуки в &amp;чатах</translation>
    </message>
    <message>
        <source>Hooks run before and after agent runs and tool calls (the Hooks page lists them)</source>
        <translation>Хуки запускаются до и после запусков агентов и вызовов инструментов (их список — на странице «Хуки»)</translation>
    </message>
    <message>
        <source>Run lifecycle hooks in chats</source>
        <translation>Запускать хуки жизненного цикла в чатах</translation>
    </message>
    <message>
        <source>Keep ru&amp;nning in the tray</source>
        <translation>Ра&amp;ботать в трее</translation>
    </message>
    <message>
        <source>When the window is closed, the app stays in the tray and scheduled jobs keep running; the tray&apos;s Quit ends it</source>
        <translation>После закрытия окна приложение остаётся в трее и задания по расписанию продолжают выполняться; «Выход» в меню трея завершает его</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Работать в трее после закрытия окна</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Ваши данные</translation>
    </message>
    <message>
        <source>Data location</source>
        <translation>Папка данных</translation>
    </message>
    <message>
        <source>Back up the key…</source>
        <translation>Резервная копия ключа…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Резервная копия ключа шифрования</translation>
    </message>
    <message>
        <source>Save a copy of the encryption key to a file you keep safe</source>
        <translation>Сохранить копию ключа шифрования в файл, который вы храните в надёжном месте</translation>
    </message>
    <message>
        <source>Stored credentials and API keys can only be read with this key. Keep a backup of it somewhere safe.</source>
        <translation>Сохранённые учётные данные и API-ключи читаются только с этим ключом. Храните его резервную копию в надёжном месте.</translation>
    </message>
    <message>
        <source>Advanced / Diagnostics</source>
        <translation>Дополнительно / диагностика</translation>
    </message>
    <message>
        <source>Key fingerprint</source>
        <translation>Отпечаток ключа</translation>
    </message>
    <message>
        <source>whether hooks run</source>
        <translation>запуск хуков</translation>
    </message>
    <message>
        <source>whether the app keeps running in the tray</source>
        <translation>работу в трее</translation>
    </message>
    <message>
        <source>Saving {what}</source>
        <translation>Сохранение: {what}</translation>
    </message>
    <message>
        <source>Could not save {what}.</source>
        <translation>Не удалось сохранить: {what}.</translation>
    </message>
    <message>
        <source>Saved {what}.</source>
        <translation>Сохранено: {what}.</translation>
    </message>
    <message>
        <source>the appearance</source>
        <translation>оформление</translation>
    </message>
    <message>
        <source>how long closed chats are kept</source>
        <translation>срок хранения закрытых чатов</translation>
    </message>
    <message>
        <source>how long traces are kept</source>
        <translation>срок хранения трассировок</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>Получение списка агентов</translation>
    </message>
    <message>
        <source>No agent yet — set up a model server in Chat.</source>
        <translation>Агентов пока нет — настройте сервер моделей в разделе «Чат».</translation>
    </message>
    <message>
        <source>No default chosen.</source>
        <translation>Агент по умолчанию не выбран.</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{model} на {server}</translation>
    </message>
    <message>
        <source>{agent} is now the default agent.</source>
        <translation>{agent} теперь агент по умолчанию.</translation>
    </message>
    <message>
        <source>Choosing the default agent</source>
        <translation>Выбор агента по умолчанию</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard (no key, no passwords).</source>
        <translation>Диагностика скопирована в буфер обмена (без ключа и паролей).</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist yet.</source>
        <translation>Папки {folder} пока нет.</translation>
    </message>
    <message>
        <source>Could not open {folder}; no file manager answered. The path is shown above.</source>
        <translation>Не удалось открыть {folder}: файловый менеджер не ответил. Путь указан выше.</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Set up GoClaw Lite</source>
        <translation>Настройка GoClaw Lite</translation>
    </message>
    <message>
        <source>Skip setup</source>
        <translation>Пропустить настройку</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Expand the sidebar</source>
        <translation>Развернуть боковую панель</translation>
    </message>
    <message>
        <source>Collapse the sidebar to icons</source>
        <translation>Свернуть боковую панель до значков</translation>
    </message>
</context>
<context>
    <name>SizeWords</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln байт</numerusform>
            <numerusform>%Ln байта</numerusform>
            <numerusform>%Ln байт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillAgentsDialog</name>
    <message>
        <source>Agents for %1</source>
        <translation>Агенты для %1</translation>
    </message>
    <message>
        <source>Checked agents see this skill&apos;s name and description in their system prompt and may load it when a task calls for it.</source>
        <translation>Отмеченные агенты видят название и описание этого навыка в системном промпте и могут загрузить его, когда задача этого требует.</translation>
    </message>
    <message>
        <source>Agents that may use the skill</source>
        <translation>Агенты, которым доступен навык</translation>
    </message>
    <message>
        <source>%1 (pinned to version %2)</source>
        <translation>%1 (закреплена версия %2)</translation>
    </message>
    <message>
        <source>There are no agents yet; add one on the Agents page.</source>
        <translation>Агентов пока нет; добавьте агента на странице «Агенты».</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <source>Procedures an agent loads when a task calls for them: a folder with a SKILL.md, installed here. An agent&apos;s prompt lists only each granted skill&apos;s name and description. Drop a folder or .zip here to install it.</source>
        <translation>Процедуры, которые агент загружает, когда этого требует задача: папка с SKILL.md, установленная здесь. В промпте агента перечислены только название и описание каждого доступного ему навыка. Перетащите сюда папку или .zip, чтобы установить.</translation>
    </message>
    <message>
        <source>The selected skill&apos;s SKILL.md</source>
        <translation>SKILL.md выбранного навыка</translation>
    </message>
    <message>
        <source>Skills status</source>
        <translation>Состояние навыков</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo the deletion</source>
        <translation>Отменить удаление</translation>
    </message>
    <message>
        <source>Put the deleted skill back, with the agents it had</source>
        <translation>Вернуть удалённый навык вместе с его агентами</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Навык</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Install folder…</source>
        <translation>Установить папку…</translation>
    </message>
    <message>
        <source>Install a skill folder</source>
        <translation>Установить папку навыка</translation>
    </message>
    <message>
        <source>Install a folder with a SKILL.md (the same skill again: a new version)</source>
        <translation>Установить папку с SKILL.md (тот же навык повторно — новая версия)</translation>
    </message>
    <message>
        <source>Install .zip…</source>
        <translation>Установить .zip…</translation>
    </message>
    <message>
        <source>Install a skill .zip</source>
        <translation>Установить .zip навыка</translation>
    </message>
    <message>
        <source>Skill archives (*.zip)</source>
        <translation>Архивы навыков (*.zip)</translation>
    </message>
    <message>
        <source>Install a .zip holding a skill folder</source>
        <translation>Установить .zip с папкой навыка</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <source>Enable or disable the skill</source>
        <translation>Включить или выключить навык</translation>
    </message>
    <message>
        <source>A disabled skill is offered to no agent; its grants are kept</source>
        <translation>Выключенный навык не предлагается ни одному агенту; выданные права сохраняются</translation>
    </message>
    <message>
        <source>Agents…</source>
        <translation>Агенты…</translation>
    </message>
    <message>
        <source>Choose the skill&apos;s agents</source>
        <translation>Выбрать агентов навыка</translation>
    </message>
    <message>
        <source>Choose which agents may use the selected skill</source>
        <translation>Выбрать, каким агентам доступен выбранный навык</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the selected skill</source>
        <translation>Удалить выбранный навык</translation>
    </message>
    <message>
        <source>Delete the skill; Undo puts it back</source>
        <translation>Удалить навык; «Отменить» вернёт его</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh skills</source>
        <translation>Обновить навыки</translation>
    </message>
    <message>
        <source>Load the skills again</source>
        <translation>Загрузить навыки заново</translation>
    </message>
    <message>
        <source>Loading the skills</source>
        <translation>Загрузка навыков</translation>
    </message>
    <message>
        <source>Files missing</source>
        <translation>Нет файлов</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Вкл.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>встроенный</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Version {version} · Agents: {agents}</source>
        <translation>Версия {version} · Агенты: {agents}</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) installed.</source>
        <translation>
            <numerusform>Установлен %n навык.</numerusform>
            <numerusform>Установлено %n навыка.</numerusform>
            <numerusform>Установлено %n навыков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Built-in skills cannot be deleted; disable them instead</source>
        <translation>Встроенные навыки нельзя удалить; выключите их</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Включить</translation>
    </message>
    <message>
        <source>Install a skill to see it here.</source>
        <translation>Установите навык, и он появится здесь.</translation>
    </message>
    <message>
        <source>Reading the skill</source>
        <translation>Чтение навыка</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Versions on disk: %1 · Folder: %2</source>
        <translation>Версии на диске: %1 · Папка: %2</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>Файлы: %1</translation>
    </message>
    <message>
        <source>Installing %1</source>
        <translation>Установка %1</translation>
    </message>
    <message>
        <source>%1 is already installed with these files (version %2).</source>
        <translation>%1 уже установлен с этими файлами (версия %2).</translation>
    </message>
    <message>
        <source>Updated %1 to version %2.</source>
        <translation>%1 обновлён до версии %2.</translation>
    </message>
    <message>
        <source>Installed %1 (version %2). Choose Agents… to let an agent use it.</source>
        <translation>%1 установлен (версия %2). Нажмите «Агенты…», чтобы дать его агенту.</translation>
    </message>
    <message>
        <source>%1 is on.</source>
        <translation>%1 включён.</translation>
    </message>
    <message>
        <source>%1 is off.</source>
        <translation>%1 выключен.</translation>
    </message>
    <message>
        <source>Switching the skill</source>
        <translation>Переключение навыка</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Загрузка агентов</translation>
    </message>
    <message>
        <source>Granting the skill</source>
        <translation>Выдача навыка</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n agent(s) may use it.</source>
        <translation>
            <numerusform>%1: доступен %n агенту.</numerusform>
            <numerusform>%1: доступен %n агентам.</numerusform>
            <numerusform>%1: доступен %n агентам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting %1</source>
        <translation>Удаление %1</translation>
    </message>
    <message>
        <source>Deleted %1. Its files are kept until you install it again.</source>
        <translation>%1 удалён. Его файлы сохраняются до повторной установки.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 возвращён.</translation>
    </message>
    <message>
        <source>Undoing the deletion</source>
        <translation>Отмена удаления</translation>
    </message>
</context>
<context>
    <name>StartupErrorDialog</name>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>StatTile</name>
    <message>
        <source>Open {page}</source>
        <translation>Открыть: {page}</translation>
    </message>
</context>
<context>
    <name>SubtaskDialog</name>
    <message>
        <source>Subtask conversation</source>
        <translation>Чат подзадачи</translation>
    </message>
    <message>
        <source>Subtask result</source>
        <translation>Результат подзадачи</translation>
    </message>
    <message>
        <source>Status: {status}, {counts}</source>
        <translation>Состояние: {status}, {counts}</translation>
    </message>
    <message>
        <source>Nothing was written yet</source>
        <translation>Пока ничего не написано</translation>
    </message>
    <message>
        <source>No conversation was kept for this subtask, and it left no result.</source>
        <translation>Для этой подзадачи чат не сохранён, и результата она не оставила.</translation>
    </message>
</context>
<context>
    <name>SubtaskFollower</name>
    <message>
        <source>Subtasks cannot be cancelled: the chat engine is not available.</source>
        <translation>Подзадачи нельзя отменить: движок чата недоступен.</translation>
    </message>
    <message>
        <source>Subtask cancelled; the answer goes on without it.</source>
        <translation>Подзадача отменена; ответ продолжится без неё.</translation>
    </message>
    <message>
        <source>That subtask had already ended.</source>
        <translation>Эта подзадача уже завершилась.</translation>
    </message>
    <message>
        <source>Cancelling the subtask</source>
        <translation>Отмена подзадачи</translation>
    </message>
    <message>
        <source>Opening the subtask</source>
        <translation>Открытие подзадачи</translation>
    </message>
    <message>
        <source>Task from {agent}</source>
        <translation>Задача от {agent}</translation>
    </message>
</context>
<context>
    <name>TestRunPanel</name>
    <message>
        <source>Output appears here, every credential value replaced by [REDACTED:NAME].</source>
        <translation>Здесь появится вывод; каждое значение учётных данных заменено на [REDACTED:NAME].</translation>
    </message>
    <message>
        <source>Test run</source>
        <translation>Пробный запуск</translation>
    </message>
    <message>
        <source>R&amp;un as:</source>
        <translation>Запускать &amp;как:</translation>
    </message>
    <message>
        <source>Run as</source>
        <translation>Запускать как</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>Ар&amp;гументы:</translation>
    </message>
    <message>
        <source>Test run arguments</source>
        <translation>Аргументы пробного запуска</translation>
    </message>
    <message>
        <source>arguments, e.g. --version</source>
        <translation>аргументы, например --version</translation>
    </message>
    <message>
        <source>Test run output</source>
        <translation>Вывод пробного запуска</translation>
    </message>
    <message>
        <source>Test run status</source>
        <translation>Состояние пробного запуска</translation>
    </message>
    <message>
        <source>Test run · {name}</source>
        <translation>Пробный запуск · {name}</translation>
    </message>
    <message>
        <source>Select a tool to run it with its credentials.</source>
        <translation>Выберите инструмент, чтобы запустить его с его учётными данными.</translation>
    </message>
    <message>
        <source>Runs {path} the way an agent&apos;s run does.</source>
        <translation>Запускает {path} так же, как это делает агент.</translation>
    </message>
    <message>
        <source>Listing who may run the tool</source>
        <translation>Получение списка тех, кому можно запускать инструмент</translation>
    </message>
    <message>
        <source>Yourself (no agent)</source>
        <translation>Вы сами (без агента)</translation>
    </message>
    <message>
        <source>No agent may run {name} yet; tick one under Agents in Edit….</source>
        <translation>Пока ни одному агенту нельзя запускать {name}; отметьте агента в разделе «Агенты» в «Изменить…».</translation>
    </message>
    <message>
        <source>{name} is disabled; enable it to run it.</source>
        <translation>{name} выключен; включите его, чтобы запустить.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>Run the tool</source>
        <translation>Запустить инструмент</translation>
    </message>
    <message>
        <source>Run the selected tool with these arguments</source>
        <translation>Запустить выбранный инструмент с этими аргументами</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Остановить запуск</translation>
    </message>
    <message>
        <source>Stop the tool (its whole process group)</source>
        <translation>Остановить инструмент (всю его группу процессов)</translation>
    </message>
    <message>
        <source>yourself</source>
        <translation>себя</translation>
    </message>
    <message>
        <source>Running {command} as {who}…</source>
        <translation>Запуск {command} от имени: {who}…</translation>
    </message>
    <message>
        <source>Running {name}</source>
        <translation>Запуск {name}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>Stopped; the tool and everything it started were ended.</source>
        <translation>Остановлено; инструмент и всё, что он запустил, завершены.</translation>
    </message>
    <message>
        <source>… output cut here (only the first {count} characters are shown)</source>
        <translation>… вывод обрезан (показаны только первые {count} символов)</translation>
    </message>
    <message>
        <source>Stopped after its timeout ({duration}).</source>
        <translation>Остановлено по тайм-ауту ({duration}).</translation>
    </message>
    <message>
        <source>Exited with code {code} in {duration}.</source>
        <translation>Завершён с кодом {code} за {duration}.</translation>
    </message>
    <message>
        <source> Injected {names}; values in the output are shown as [REDACTED:NAME].</source>
        <translation> Переданы {names}; значения в выводе показаны как [REDACTED:NAME].</translation>
    </message>
    <message>
        <source>Nothing ran: a deny rule blocked these arguments.</source>
        <translation>Ничего не запущено: запрещающее правило заблокировало эти аргументы.</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>строки %1–%2</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>новый файл</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation>найдено: %1</translation>
    </message>
    <message>
        <source>%1 more characters (use Copy to get all of it)</source>
        <translation>ещё символов: %1 (нажмите «Копировать», чтобы получить всё)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Аргументы</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
</context>
<context>
    <name>ToolDialog</name>
    <message>
        <source>Edit {tool}</source>
        <translation>Изменить {tool}</translation>
    </message>
    <message>
        <source>Add a tool</source>
        <translation>Добавить инструмент</translation>
    </message>
    <message>
        <source>Values are encrypted with this database&apos;s key, injected only into the tool&apos;s own process, and replaced by [REDACTED:NAME] in anything it prints.</source>
        <translation>Значения зашифрованы ключом этой базы данных, передаются только в процесс самого инструмента и заменяются на [REDACTED:NAME] во всём, что он выводит.</translation>
    </message>
    <message>
        <source>Credentials (defaults for every agent)</source>
        <translation>Учётные данные (по умолчанию для всех агентов)</translation>
    </message>
    <message>
        <source>Deny rules</source>
        <translation>Запрещающие правила</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Add tool</source>
        <translation>&amp;Добавить инструмент</translation>
    </message>
    <message>
        <source>Save tool</source>
        <translation>Сохранить инструмент</translation>
    </message>
    <message>
        <source>Add tool</source>
        <translation>Добавить инструмент</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Tool name</source>
        <translation>Имя инструмента</translation>
    </message>
    <message>
        <source>the command, e.g. gh</source>
        <translation>команда, например gh</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Executable path</source>
        <translation>Путь к исполняемому файлу</translation>
    </message>
    <message>
        <source>found on PATH from the name</source>
        <translation>ищется в PATH по имени</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Обзо&amp;р…</translation>
    </message>
    <message>
        <source>Choose the executable</source>
        <translation>Выберите исполняемый файл</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Find the tool on PATH</source>
        <translation>Найти инструмент в PATH</translation>
    </message>
    <message>
        <source>Look the name up in the folders of PATH</source>
        <translation>Найти имя в папках из PATH</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Путь:</translation>
    </message>
    <message>
        <source>Path status</source>
        <translation>Состояние пути</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>what the tool is for</source>
        <translation>для чего нужен инструмент</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Описание:</translation>
    </message>
    <message>
        <source>Tips for agents</source>
        <translation>Подсказки для агентов</translation>
    </message>
    <message>
        <source>how an agent should use it, e.g. prefer --json</source>
        <translation>как агенту им пользоваться, например предпочитать --json</translation>
    </message>
    <message>
        <source>T&amp;ips:</source>
        <translation>Подска&amp;зки:</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Тайм-аут в секундах</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>A run still going after this long is stopped</source>
        <translation>Запуск, длящийся дольше этого, останавливается</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>&amp;Включён</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>A disabled tool is kept with its credentials, but nothing may run it</source>
        <translation>Выключенный инструмент сохраняется вместе с учётными данными, но запускать его нельзя</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Тайм-аут:</translation>
    </message>
    <message>
        <source>Type the tool&apos;s name first.</source>
        <translation>Сначала введите имя инструмента.</translation>
    </message>
    <message>
        <source>Looking the tool up on PATH</source>
        <translation>Поиск инструмента в PATH</translation>
    </message>
    <message>
        <source>{tool} was not found on PATH; choose the executable with Browse….</source>
        <translation>{tool} не найден в PATH; выберите исполняемый файл через «Обзор…».</translation>
    </message>
    <message>
        <source>Found on PATH: {path}</source>
        <translation>Найден в PATH: {path}</translation>
    </message>
    <message>
        <source>Leave empty to use the tool found on PATH by its name.</source>
        <translation>Оставьте пустым, чтобы использовать инструмент, найденный в PATH по имени.</translation>
    </message>
    <message>
        <source>The path must be absolute.</source>
        <translation>Путь должен быть абсолютным.</translation>
    </message>
    <message>
        <source>This is not an executable file.</source>
        <translation>Это не исполняемый файл.</translation>
    </message>
    <message>
        <source>Executable file.</source>
        <translation>Исполняемый файл.</translation>
    </message>
    <message>
        <source>Give the tool a name, e.g. gh.</source>
        <translation>Дайте инструменту имя, например gh.</translation>
    </message>
    <message>
        <source>Add at least one variable: a tool is registered here to run with credentials.</source>
        <translation>Добавьте хотя бы одну переменную: инструменты регистрируются здесь, чтобы запускаться с учётными данными.</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <source>Saving the tool</source>
        <translation>Сохранение инструмента</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Сохранение…</translation>
    </message>
</context>
<context>
    <name>ToolPolicyTable</name>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Откуда</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Политика</translation>
    </message>
    <message>
        <source>Tool policy</source>
        <translation>Политика инструментов</translation>
    </message>
    <message>
        <source>Not offered now (its server may be off, or the tool gone)</source>
        <translation>Сейчас недоступен (сервер может быть выключен или инструмента больше нет)</translation>
    </message>
    <message>
        <source>Policy only</source>
        <translation>Только в политике</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Разрешить</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Спросить</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Запретить</translation>
    </message>
    <message>
        <source>Every tool this policy does not name</source>
        <translation>Все инструменты, не названные в этой политике</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Все инструменты</translation>
    </message>
    <message>
        <source>Built-in, off in Settings</source>
        <translation>Встроенный, выключен в настройках</translation>
    </message>
    <message>
        <source>Policy for {tool}</source>
        <translation>Политика для {tool}</translation>
    </message>
    <message>
        <source>Default ({policy})</source>
        <translation>По умолчанию ({policy})</translation>
    </message>
    <message>
        <source>Default (each tool&apos;s own)</source>
        <translation>По умолчанию (своё у каждого инструмента)</translation>
    </message>
    <message>
        <source>Switched off for every agent in Settings &gt; Built-in tools</source>
        <translation>Выключен для всех агентов в «Настройки &gt; Встроенные инструменты»</translation>
    </message>
</context>
<context>
    <name>ToolsTable</name>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Переменные</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Области</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Включён</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Последний запуск</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ни разу</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>только что</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>{minutes} мин назад</translation>
    </message>
    <message>
        <source>{hours} h ago</source>
        <translation>{hours} ч назад</translation>
    </message>
    <message>
        <source>All agents except {names}</source>
        <translation>Все агенты, кроме {names}</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Все агенты</translation>
    </message>
    <message>
        <source>Only {names}</source>
        <translation>Только {names}</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>Пока ни одного агента</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>ваши</translation>
    </message>
    <message>
        <source>agent {key}</source>
        <translation>агент {key}</translation>
    </message>
    <message>
        <source>{scope} (unreadable)</source>
        <translation>{scope} (не читается)</translation>
    </message>
    <message>
        <source>{who} may run it.</source>
        <translation>Запускать могут: {who}.</translation>
    </message>
    <message>
        <source>Defaults: {names}</source>
        <translation>По умолчанию: {names}</translation>
    </message>
    <message>
        <source>Yours: {names}</source>
        <translation>Ваши: {names}</translation>
    </message>
    <message>
        <source>Agent {agent} has credentials of its own</source>
        <translation>У агента {agent} свои учётные данные</translation>
    </message>
    <message>
        <source>Registered tools</source>
        <translation>Зарегистрированные инструменты</translation>
    </message>
    <message>
        <source>Unreadable: enter the values again in Edit…, or delete the tool</source>
        <translation>Не читается: введите значения заново в «Изменить…» или удалите инструмент</translation>
    </message>
    <message>
        <source>Masked previews; hold the eye button in Edit… to see a value</source>
        <translation>Скрытые превью; удерживайте кнопку с глазом в «Изменить…», чтобы увидеть значение</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Выключен</translation>
    </message>
    <message>
        <source>Untick to keep every agent from running it; its credentials stay stored</source>
        <translation>Снимите отметку, чтобы никто из агентов не мог его запускать; учётные данные сохранятся</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message>
        <source>Select a trace to see its spans.</source>
        <translation>Выберите трассировку, чтобы увидеть её спаны.</translation>
    </message>
    <message>
        <source>Spans of the trace</source>
        <translation>Спаны трассировки</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Спан</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Отметка</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Шкала времени</translation>
    </message>
    <message>
        <source>Details of the selected span</source>
        <translation>Подробности выбранного спана</translation>
    </message>
    <message>
        <source>Select a span to see what was recorded about it.</source>
        <translation>Выберите спан, чтобы увидеть, что о нём записано.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>медленно</translation>
    </message>
    <message>
        <source>%1 in · %2 out</source>
        <translation>%1 на входе · %2 на выходе</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Трассировка</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n спан</numerusform>
            <numerusform>%n спана</numerusform>
            <numerusform>%n спанов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens in · %2 out</source>
        <translation>%1 токенов на входе · %2 на выходе</translation>
    </message>
    <message>
        <source>Subtask: %1</source>
        <translation>Подзадача: %1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>Причина завершения</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Вход</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Выход</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>Эмбеддинг</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>завершено</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <source>call #{number}</source>
        <translation>вызов №{number}</translation>
    </message>
    <message>
        <source>call</source>
        <translation>вызов</translation>
    </message>
    <message>
        <source>memory recall</source>
        <translation>извлечение из памяти</translation>
    </message>
    <message>
        <source>memory summary</source>
        <translation>сводка для памяти</translation>
    </message>
    <message>
        <source>knowledge extraction</source>
        <translation>извлечение знаний</translation>
    </message>
    <message>
        <source>{route} (fell back)</source>
        <translation>{route} (переход на запасной)</translation>
    </message>
    <message>
        <source>chat with {agent}</source>
        <translation>чат с {agent}</translation>
    </message>
    <message>
        <source>subtask of {agent}</source>
        <translation>подзадача агента {agent}</translation>
    </message>
    <message>
        <source>job {job}</source>
        <translation>задание «{job}»</translation>
    </message>
    <message>
        <source>Messages sent</source>
        <translation>Отправлено сообщений</translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation>Предложено инструментов</translation>
    </message>
    <message>
        <source>Model call number</source>
        <translation>Номер вызова модели</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>ID сообщения</translation>
    </message>
    <message>
        <source>Route tried</source>
        <translation>Попытка маршрута</translation>
    </message>
    <message>
        <source>Routes that failed first</source>
        <translation>Маршруты, не сработавшие раньше</translation>
    </message>
    <message>
        <source>Result size (characters)</source>
        <translation>Размер результата (символов)</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Запрещено</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>MCP-сервер</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>Инструмент MCP</translation>
    </message>
    <message>
        <source>Cut short</source>
        <translation>Обрезано</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Сущности</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>Связи</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>TracesPageWidget</name>
    <message>
        <source>Traces</source>
        <translation>Трассировки</translation>
    </message>
    <message>
        <source>Every answer&apos;s run, step by step: each model call, tool call, hook and memory step, timed. Previews never hold secret values.</source>
        <translation>Запуск каждого ответа шаг за шагом: каждый вызов модели, вызов инструмента, хук и шаг памяти, со временем. В превью никогда не попадают секретные значения.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Агент</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токены</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Спаны</translation>
    </message>
    <message>
        <source>Filter by agent</source>
        <translation>Фильтр по агенту</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Все агенты</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>Фильтр по состоянию</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Любое состояние</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Завершён</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>Filter by time</source>
        <translation>Фильтр по времени</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Последний час</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Последние 24 часа</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Export the trace as OpenTelemetry JSON</source>
        <translation>Экспортировать трассировку в JSON OpenTelemetry</translation>
    </message>
    <message>
        <source>Save the trace as OpenTelemetry JSON (OTLP)</source>
        <translation>Сохранить трассировку как JSON OpenTelemetry (OTLP)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Refresh the list of traces</source>
        <translation>Обновить список трассировок</translation>
    </message>
    <message>
        <source>Loading the traces</source>
        <translation>Загрузка трассировок</translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n трассировка</numerusform>
            <numerusform>%n трассировки</numerusform>
            <numerusform>%n трассировок</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the trace</source>
        <translation>Экспорт трассировки</translation>
    </message>
    <message>
        <source>Could not load the traces; see the status bar.</source>
        <translation>Не удалось загрузить трассировки; см. строку состояния.</translation>
    </message>
    <message>
        <source>Opening the trace</source>
        <translation>Открытие трассировки</translation>
    </message>
    <message>
        <source>Opening the answer&apos;s trace</source>
        <translation>Открытие трассировки ответа</translation>
    </message>
    <message>
        <source>This answer has no trace: it was written before traces were kept, imported, or its trace was deleted after the retention period.</source>
        <translation>У этого ответа нет трассировки: он написан до того, как их начали хранить, импортирован или его трассировка удалена по истечении срока хранения.</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Экспорт трассировки</translation>
    </message>
    <message>
        <source>OpenTelemetry JSON (*.json)</source>
        <translation>JSON OpenTelemetry (*.json)</translation>
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message>
        <source>Undo merge of “{merged}” into “{survivor}”</source>
        <translation>Отменить объединение «{merged}» с «{survivor}»</translation>
    </message>
    <message>
        <source>Undo edit of “{name}”</source>
        <translation>Отменить правку «{name}»</translation>
    </message>
    <message>
        <source>Undo delete of “{name}”</source>
        <translation>Отменить удаление «{name}»</translation>
    </message>
    <message>
        <source>Restored {name}.</source>
        <translation>«{name}» восстановлена.</translation>
    </message>
    <message>
        <source>Undid the edit of {name}.</source>
        <translation>Правка «{name}» отменена.</translation>
    </message>
    <message>
        <source>Split off {name}.</source>
        <translation>«{name}» снова отделена.</translation>
    </message>
</context>
<context>
    <name>VariableRow</name>
    <message>
        <source>Name of {name}</source>
        <translation>Имя {name}</translation>
    </message>
    <message>
        <source>{preview}  (stored)</source>
        <translation>{preview}  (сохранено)</translation>
    </message>
    <message>
        <source>value, at least 6 characters</source>
        <translation>значение, не короче 6 символов</translation>
    </message>
    <message>
        <source> · file</source>
        <translation> · файл</translation>
    </message>
    <message>
        <source>The stored value, masked. Type a new value to replace it on Save; hold the eye button to see it.</source>
        <translation>Сохранённое значение, скрыто. Введите новое, чтобы заменить его при сохранении; удерживайте кнопку с глазом, чтобы увидеть.</translation>
    </message>
    <message>
        <source> The tool gets it as a file.</source>
        <translation> Инструмент получает его в виде файла.</translation>
    </message>
    <message>
        <source>Remove this variable (on Save)</source>
        <translation>Удалить эту переменную (при сохранении)</translation>
    </message>
    <message>
        <source>new variable</source>
        <translation>новая переменная</translation>
    </message>
    <message>
        <source>Name of {label}</source>
        <translation>Имя: {label}</translation>
    </message>
    <message>
        <source>Variable name</source>
        <translation>Имя переменной</translation>
    </message>
    <message>
        <source>Value of {label}</source>
        <translation>Значение: {label}</translation>
    </message>
    <message>
        <source>Hold to show the value of {label}</source>
        <translation>Удерживайте, чтобы показать значение {label}</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>Удалить {label}</translation>
    </message>
    <message>
        <source>Showing the value</source>
        <translation>Показ значения</translation>
    </message>
</context>
<context>
    <name>VariablesEditor</name>
    <message>
        <source>No variables. Add the ones the tool reads, e.g. GH_TOKEN.</source>
        <translation>Переменных нет. Добавьте те, что читает инструмент, например GH_TOKEN.</translation>
    </message>
    <message>
        <source>+  Add va&amp;riable</source>
        <translation>+  Добавить перем&amp;енную</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Добавить переменную</translation>
    </message>
    <message>
        <source>Add a variable the tool reads its credential from</source>
        <translation>Добавить переменную, из которой инструмент читает учётные данные</translation>
    </message>
    <message>
        <source>Give the variable a name, or remove the row.</source>
        <translation>Дайте переменной имя или удалите строку.</translation>
    </message>
    <message>
        <source>{name} is listed twice.</source>
        <translation>{name} указана дважды.</translation>
    </message>
    <message>
        <source>Type a value for {name}, or remove the row.</source>
        <translation>Введите значение {name} или удалите строку.</translation>
    </message>
</context>
<context>
    <name>VaultPage</name>
    <message>
        <source>Markdown notes linked with [[wikilinks]]. Import an Obsidian vault, or write notes here.</source>
        <translation>Заметки Markdown, связанные [[вики-ссылками]]. Импортируйте хранилище Obsidian или пишите заметки здесь.</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>Ход импорта</translation>
    </message>
    <message>
        <source>%v / %m notes</source>
        <translation>%v / %m заметок</translation>
    </message>
    <message>
        <source>The vault is empty. Import a folder of Markdown notes (an Obsidian vault works), or write a note with New note above; agents can read and link what is here.</source>
        <translation>Хранилище пусто. Импортируйте папку заметок Markdown (подойдёт хранилище Obsidian) или напишите заметку кнопкой «Новая заметка» выше; агенты могут читать эти заметки и ссылаться на них.</translation>
    </message>
    <message>
        <source>Import a folder…</source>
        <translation>Импортировать папку…</translation>
    </message>
    <message>
        <source>Vault status</source>
        <translation>Состояние хранилища</translation>
    </message>
    <message>
        <source>&amp;New note</source>
        <translation>&amp;Новая заметка</translation>
    </message>
    <message>
        <source>Create an empty note and open it</source>
        <translation>Создать пустую заметку и открыть её</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the note (Ctrl+S)</source>
        <translation>Сохранить заметку (Ctrl+S)</translation>
    </message>
    <message>
        <source>&amp;Import folder…</source>
        <translation>&amp;Импорт папки…</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes (an Obsidian vault); safe to repeat</source>
        <translation>Импортировать папку заметок Markdown (хранилище Obsidian); повторять безопасно</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Remove the note from the vault (a file it was imported from stays on disk)</source>
        <translation>Убрать заметку из хранилища (файл, из которого она импортирована, остаётся на диске)</translation>
    </message>
    <message>
        <source>Search notes…</source>
        <translation>Поиск заметок…</translation>
    </message>
    <message>
        <source>Search notes</source>
        <translation>Поиск заметок</translation>
    </message>
    <message>
        <source>Titles, paths and text, any case (Ctrl+F)</source>
        <translation>Заголовки, пути и текст, без учёта регистра (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Note text (Markdown)</source>
        <translation>Текст заметки (Markdown)</translation>
    </message>
    <message>
        <source>Choose a note, or create one with New note.</source>
        <translation>Выберите заметку или создайте новую кнопкой «Новая заметка».</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>The note, rendered: [[links]] you can click, broken ones greyed.</source>
        <translation>Заметка в готовом виде: [[ссылки]] кликабельны, битые — серые.</translation>
    </message>
    <message>
        <source>Backlinks</source>
        <translation>Обратные ссылки</translation>
    </message>
    <message>
        <source>Backlinks: notes that link here</source>
        <translation>Обратные ссылки: заметки, которые ссылаются сюда</translation>
    </message>
    <message>
        <source>Links from this note</source>
        <translation>Ссылки из этой заметки</translation>
    </message>
    <message>
        <source>{what} failed: {exc}</source>
        <translation>{what}: ошибка: {exc}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Loading notes</source>
        <translation>Загрузка заметок</translation>
    </message>
    <message>
        <source>Loading links</source>
        <translation>Загрузка ссылок</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matching note(s)</source>
        <translation>
            <numerusform>%Ln подходящая заметка</numerusform>
            <numerusform>%Ln подходящие заметки</numerusform>
            <numerusform>%Ln подходящих заметок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln заметка</numerusform>
            <numerusform>%Ln заметки</numerusform>
            <numerusform>%Ln заметок</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening the note</source>
        <translation>Открытие заметки</translation>
    </message>
    <message>
        <source>Backlinks ({count})</source>
        <translation>Обратные ссылки ({count})</translation>
    </message>
    <message>
        <source>{target} — missing; double-click to create</source>
        <translation>{target} — нет такой; дважды щёлкните, чтобы создать</translation>
    </message>
    <message>
        <source>Links from this note ({count}, {broken} broken)</source>
        <translation>Ссылки из этой заметки ({count}, битых: {broken})</translation>
    </message>
    <message>
        <source>Links from this note ({count})</source>
        <translation>Ссылки из этой заметки ({count})</translation>
    </message>
    <message>
        <source>Following the link</source>
        <translation>Переход по ссылке</translation>
    </message>
    <message>
        <source>Create note?</source>
        <translation>Создать заметку?</translation>
    </message>
    <message>
        <source>No note is called “{target}”. Create {path}?</source>
        <translation>Заметки «{target}» нет. Создать {path}?</translation>
    </message>
    <message>
        <source>Create note</source>
        <translation>Создать заметку</translation>
    </message>
    <message>
        <source>Creating the note</source>
        <translation>Создание заметки</translation>
    </message>
    <message>
        <source>Creating a note</source>
        <translation>Создание заметки</translation>
    </message>
    <message>
        <source>Delete the note {path}?</source>
        <translation>Удалить заметку {path}?</translation>
    </message>
    <message>
        <source>Links to it become broken links; a file it was imported from stays on disk. This cannot be undone.</source>
        <translation>Ссылки на неё станут битыми; файл, из которого она импортирована, остаётся на диске. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Deleting the note</source>
        <translation>Удаление заметки</translation>
    </message>
    <message>
        <source>Deleted {path}.</source>
        <translation>{path} удалена.</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <source>Created {path}.</source>
        <translation>{path} создана.</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>{path} сохранена.</translation>
    </message>
    <message>
        <source>{path} has no changes to save.</source>
        <translation>В {path} нечего сохранять.</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes</source>
        <translation>Импорт папки заметок Markdown</translation>
    </message>
    <message>
        <source>Importing {folder}…</source>
        <translation>Импорт {folder}…</translation>
    </message>
    <message>
        <source>{stage}: %v / %m notes</source>
        <translation>{stage}: %v / %m заметок</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n note(s): {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</source>
        <translation>
            <numerusform>Импортирована %n заметка: новых {created}, обновлено {updated}, без изменений {unchanged}, переименовано {renamed}, пропущено {skipped}; ссылок {links}, битых {broken}.</numerusform>
            <numerusform>Импортировано %n заметки: новых {created}, обновлено {updated}, без изменений {unchanged}, переименовано {renamed}, пропущено {skipped}; ссылок {links}, битых {broken}.</numerusform>
            <numerusform>Импортировано %n заметок: новых {created}, обновлено {updated}, без изменений {unchanged}, переименовано {renamed}, пропущено {skipped}; ссылок {links}, битых {broken}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed: {exc}</source>
        <translation>Импорт не удался: {exc}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
</context>
<context>
    <name>WebAllowDialog</name>
    <message>
        <source>Web allow list of %1</source>
        <translation>Веб-список разрешений %1</translation>
    </message>
    <message>
        <source>web_fetch refuses this computer and private networks. List here, one per line, what this agent may reach anyway: a host (nas.lan), a host and port (localhost:8080), an address or a network (192.168.1.0/24). Cloud metadata addresses stay refused.</source>
        <translation>web_fetch не обращается к этому компьютеру и частным сетям. Перечислите здесь, по одному в строке, что этому агенту всё же можно: хост (nas.lan), хост и порт (localhost:8080), адрес или сеть (192.168.1.0/24). Адреса облачных метаданных остаются запрещены.</translation>
    </message>
    <message>
        <source>Web allow list entries, one per line</source>
        <translation>Записи веб-списка разрешений, по одной в строке</translation>
    </message>
    <message>
        <source>Saving the web allow list</source>
        <translation>Сохранение веб-списка разрешений</translation>
    </message>
</context>
<context>
    <name>WebAllowRow</name>
    <message>
        <source>Web allow list:</source>
        <translation>Веб-список разрешений:</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Edit the web allow list</source>
        <translation>Изменить веб-список разрешений</translation>
    </message>
    <message>
        <source>public addresses only</source>
        <translation>только публичные адреса</translation>
    </message>
</context>
<context>
    <name>WebCardWords</name>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln результат</numerusform>
            <numerusform>%Ln результата</numerusform>
            <numerusform>%Ln результатов</numerusform>
        </translation>
    </message>
    <message>
        <source>for “%1”</source>
        <translation>по запросу «%1»</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more (open the card to see them all)</source>
        <translation>
            <numerusform>и ещё %Ln (откройте карточку, чтобы увидеть все)</numerusform>
            <numerusform>и ещё %Ln (откройте карточку, чтобы увидеть все)</numerusform>
            <numerusform>и ещё %Ln (откройте карточку, чтобы увидеть все)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebSearchBox</name>
    <message>
        <source>Web search</source>
        <translation>Веб-поиск</translation>
    </message>
    <message>
        <source>Agents search the web with &lt;code&gt;web_search&lt;/code&gt; through the backend chosen here. &lt;code&gt;web_fetch&lt;/code&gt; needs no setup; it never reaches this computer or your network unless an agent&apos;s web allow list says so (Agents, Tools tab).</source>
        <translation>Агенты ищут в интернете через &lt;code&gt;web_search&lt;/code&gt; с выбранным здесь сервисом. &lt;code&gt;web_fetch&lt;/code&gt; не требует настройки; к этому компьютеру и вашей сети он обращается, только если это разрешает веб-список агента (Агенты, вкладка «Инструменты»).</translation>
    </message>
    <message>
        <source>Search backend</source>
        <translation>Поисковый сервис</translation>
    </message>
    <message>
        <source>None (web_search is not offered)</source>
        <translation>Нет (web_search не предлагается)</translation>
    </message>
    <message>
        <source>SearXNG instance</source>
        <translation>Экземпляр SearXNG</translation>
    </message>
    <message>
        <source>Brave Search (API key)</source>
        <translation>Brave Search (ключ API)</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Сервис:</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>Адрес SearXNG</translation>
    </message>
    <message>
        <source>SearXNG a&amp;ddress:</source>
        <translation>Адр&amp;ес SearXNG:</translation>
    </message>
    <message>
        <source>Brave Search API key</source>
        <translation>Ключ API Brave Search</translation>
    </message>
    <message>
        <source>Brave API ke&amp;y:</source>
        <translation>&amp;Ключ API Brave:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the web search settings</source>
        <translation>Сохранить настройки веб-поиска</translation>
    </message>
    <message>
        <source>Reading web search settings</source>
        <translation>Чтение настроек веб-поиска</translation>
    </message>
    <message>
        <source>stored (sealed) — type a new key to replace it</source>
        <translation>сохранён (зашифрован) — введите новый ключ, чтобы заменить</translation>
    </message>
    <message>
        <source>from api.search.brave.com</source>
        <translation>с api.search.brave.com</translation>
    </message>
    <message>
        <source>Agents are not offered web_search: %1.</source>
        <translation>Агентам не предлагается web_search: %1.</translation>
    </message>
    <message>
        <source>Agents are offered web_search through %1.</source>
        <translation>Агентам предлагается web_search через %1.</translation>
    </message>
    <message>
        <source>SearXNG is chosen but no instance URL is set</source>
        <translation>выбран SearXNG, но не задан URL экземпляра</translation>
    </message>
    <message>
        <source>Brave Search is chosen but no API key is stored</source>
        <translation>выбран Brave Search, но API-ключ не сохранён</translation>
    </message>
    <message>
        <source>no search backend is chosen above</source>
        <translation>выше не выбран поисковый сервис</translation>
    </message>
    <message>
        <source>Saving web search settings</source>
        <translation>Сохранение настроек веб-поиска</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to GoClaw Lite</source>
        <translation>Добро пожаловать в GoClaw Lite</translation>
    </message>
    <message>
        <source>A local agent workbench: chats, the agent&apos;s memory, and your command-line tools.</source>
        <translation>Локальная мастерская агентов: чаты, память агента и ваши консольные инструменты.</translation>
    </message>
    <message>
        <source>This takes a minute: GoClaw Lite shows where your encryption key is, finds a model server (one running on this computer, or a cloud service with your API key) and creates an agent to chat with.&lt;br&gt;&lt;br&gt;You can skip it now and do each step later: Settings opens this setup again.</source>
        <translation>Это займёт минуту: GoClaw Lite покажет, где ваш ключ шифрования, найдёт сервер моделей (работающий на этом компьютере или облачный сервис с вашим ключом API) и создаст агента для общения.&lt;br&gt;&lt;br&gt;Можно пропустить сейчас и сделать всё позже: настройки снова откроют этот мастер.</translation>
    </message>
</context>
<context>
    <name>WholeGraphMode</name>
    <message>
        <source>Loading the whole graph…</source>
        <translation>Загрузка всего графа…</translation>
    </message>
    <message>
        <source>Loading the whole graph</source>
        <translation>Загрузка всего графа</translation>
    </message>
    <message>
        <source>Drawing the whole graph</source>
        <translation>Отрисовка всего графа</translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: %Ln entity(ies)</source>
        <translation>
            <numerusform>Весь граф: %Ln сущность</numerusform>
            <numerusform>Весь граф: %Ln сущности</numerusform>
            <numerusform>Весь граф: %Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: the {shown} best connected of %Ln entities</source>
        <translation>
            <numerusform>Весь граф: {shown} самых связанных из %Ln сущности</numerusform>
            <numerusform>Весь граф: {shown} самых связанных из %Ln сущностей</numerusform>
            <numerusform>Весь граф: {shown} самых связанных из %Ln сущностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln связь</numerusform>
            <numerusform>%Ln связи</numerusform>
            <numerusform>%Ln связей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln community(ies)</source>
        <translation>
            <numerusform>%Ln сообщество</numerusform>
            <numerusform>%Ln сообщества</numerusform>
            <numerusform>%Ln сообществ</numerusform>
        </translation>
    </message>
    <message>
        <source>{communities} (click one to draw its members)</source>
        <translation>{communities} (щёлкните сообщество, чтобы показать его участников)</translation>
    </message>
    <message>
        <source>laying out…</source>
        <translation>идёт раскладка…</translation>
    </message>
</context>
<context>
    <name>WholeGraphView</name>
    <message>
        <source>Whole knowledge graph</source>
        <translation>Весь граф знаний</translation>
    </message>
</context>
<context>
    <name>WholeLayout</name>
    <message>
        <source>Starting the graph layout</source>
        <translation>Запуск раскладки графа</translation>
    </message>
    <message>
        <source>Laying out the graph</source>
        <translation>Раскладка графа</translation>
    </message>
</context>
<context>
    <name>_PagePlaceholder</name>
    <message>
        <source>Loading {page}…</source>
        <translation>Загрузка: {page}…</translation>
    </message>
    <message>
        <source>{page} (loading)</source>
        <translation>{page} (загружается)</translation>
    </message>
</context>
<context>
    <name>async_bridge</name>
    <message>
        <source>Unexpected error ({kind}): {error}</source>
        <translation>Непредвиденная ошибка ({kind}): {error}</translation>
    </message>
    <message>
        <source>{what} failed: {error}</source>
        <translation>{what}: ошибка: {error}</translation>
    </message>
    <message>
        <source>Showing an error</source>
        <translation>Показ ошибки</translation>
    </message>
    <message>
        <source>Updating the window</source>
        <translation>Обновление окна</translation>
    </message>
</context>
<context>
    <name>confirm</name>
    <message>
        <source>Delete {name}?</source>
        <translation>Удалить {name}?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Удалить {name}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>another GoClaw Lite process</source>
        <translation>другой процесс GoClaw Lite</translation>
    </message>
    <message>
        <source>GoClaw Lite is already open</source>
        <translation>GoClaw Lite уже открыт</translation>
    </message>
    <message>
        <source>The data directory is in use by {holder}.</source>
        <translation>Папку данных использует {holder}.</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}

Only one GoClaw Lite may write to a database at a time. Close the other one (or switch to it), then try again.</source>
        <translation>Папка данных: {data_dir}

Писать в базу данных одновременно может только один GoClaw Lite. Закройте другой (или переключитесь на него) и попробуйте снова.</translation>
    </message>
    <message>
        <source>Encryption key needed</source>
        <translation>Нужен ключ шифрования</translation>
    </message>
    <message>
        <source>This database holds encrypted data, but its encryption key was not found.</source>
        <translation>В этой базе данных есть зашифрованные данные, но её ключ шифрования не найден.</translation>
    </message>
    <message>
        <source>The OS keyring may be locked or unavailable, or the key file {key_file} is missing. Paste the key from your key backup to continue. A new key is never made for a database that already has one, because every stored credential would be lost.</source>
        <translation>Связка ключей ОС может быть заблокирована или недоступна, либо нет файла ключа {key_file}. Вставьте ключ из своей резервной копии, чтобы продолжить. Для базы, у которой уже есть ключ, новый никогда не создаётся: иначе пропали бы все сохранённые учётные данные.</translation>
    </message>
    <message>
        <source>Nothing was read or written. Paste the key this database was created with, from your key backup.</source>
        <translation>Ничего не прочитано и не записано. Вставьте из резервной копии ключ, с которым создана эта база данных.</translation>
    </message>
    <message>
        <source>It is stored in {location} (fingerprint {fingerprint}).

Credentials you save are encrypted with it: if the key is lost, they are lost. Back it up now and keep the copy somewhere safe.</source>
        <translation>Он хранится в {location} (отпечаток {fingerprint}).

Сохраняемые учётные данные шифруются им: потеряете ключ — потеряете и их. Сделайте копию сейчас и храните её в надёжном месте.</translation>
    </message>
    <message>
        <source>The key could not be stored</source>
        <translation>Не удалось сохранить ключ</translation>
    </message>
    <message>
        <source>The key opens the database, but it could not be stored, so it will be asked for again next time.</source>
        <translation>Ключ открывает базу данных, но сохранить его не удалось, поэтому в следующий раз он будет запрошен снова.</translation>
    </message>
    <message>
        <source>Another key is set in the environment</source>
        <translation>В окружении задан другой ключ</translation>
    </message>
    <message>
        <source>The key was stored in {location}, but {variable} is set in the environment to a different key and is read first.</source>
        <translation>Ключ сохранён: {location}, но переменная окружения {variable} содержит другой ключ и читается первой.</translation>
    </message>
    <message>
        <source>Unset or correct {variable}, or GoClaw Lite will ask for the key again next time.</source>
        <translation>Удалите или исправьте {variable}, иначе в следующий раз GoClaw Lite снова запросит ключ.</translation>
    </message>
    <message>
        <source>The key you entered does not open this database. Check that it is the key exported for this data directory and that it was copied whole.</source>
        <translation>Введённый ключ не открывает эту базу данных. Проверьте, что это ключ, экспортированный для этой папки данных, и что он скопирован целиком.</translation>
    </message>
    <message>
        <source>Encryption key does not match</source>
        <translation>Ключ шифрования не подходит</translation>
    </message>
    <message>
        <source>The encryption key that was found does not belong to this database.</source>
        <translation>Найденный ключ шифрования не от этой базы данных.</translation>
    </message>
    <message>
        <source>GoClaw Lite cannot start</source>
        <translation>GoClaw Lite не может запуститься</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}</source>
        <translation>Папка данных: {data_dir}</translation>
    </message>
    <message>
        <source>An unexpected error stopped GoClaw Lite from starting ({kind}: {error}).</source>
        <translation>Непредвиденная ошибка помешала запуску GoClaw Lite ({kind}: {error}).</translation>
    </message>
    <message>
        <source>This is a bug. The details were written to the log; please report them.</source>
        <translation>Это ошибка программы. Подробности записаны в журнал; пожалуйста, сообщите о ней.</translation>
    </message>
    <message>
        <source>A new encryption key was created</source>
        <translation>Создан новый ключ шифрования</translation>
    </message>
    <message>
        <source>GoClaw Lite created a new encryption key for this database.</source>
        <translation>GoClaw Lite создал новый ключ шифрования для этой базы данных.</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Activity</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>The audit trail: what was done, by whom</source>
        <translation>Журнал действий: что сделано и кем</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Make and change agents: model, prompt, files, sampling, tools, memory, fallback</source>
        <translation>Создание и изменение агентов: модель, промпт, файлы, сэмплирование, инструменты, память, резерв</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>Chat with your agents</source>
        <translation>Общайтесь со своими агентами</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Учётные данные</translation>
    </message>
    <message>
        <source>CLI tools with encrypted credentials</source>
        <translation>Консольные инструменты с зашифрованными учётными данными</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Эволюция</translation>
    </message>
    <message>
        <source>What the chat measured, and suggested improvements to approve or reject</source>
        <translation>Что измерено в чатах, и предложения улучшений, которые можно принять или отклонить</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Recent chats, agents and model servers</source>
        <translation>Недавние чаты, агенты и серверы моделей</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Хуки</translation>
    </message>
    <message>
        <source>Programs run before and after agent runs and tool calls</source>
        <translation>Программы, запускаемые до и после запусков агента и вызовов инструментов</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Граф знаний</translation>
    </message>
    <message>
        <source>Browse and correct your agents&apos; knowledge graph</source>
        <translation>Просмотр и исправление графа знаний ваших агентов</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model Context Protocol servers: tools agents may use</source>
        <translation>Серверы Model Context Protocol: инструменты, доступные агентам</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Перенос</translation>
    </message>
    <message>
        <source>Copy this install into PostgreSQL</source>
        <translation>Скопировать эту установку в PostgreSQL</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Paths, schema and encryption key</source>
        <translation>Пути, схема и ключ шифрования</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>Markdown notes with [[wikilinks]], backlinks and search</source>
        <translation>Заметки Markdown с [[вики-ссылками]], обратными ссылками и поиском</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>Local models for the built-in server: download, choose, remove</source>
        <translation>Локальные модели для встроенного сервера: скачать, выбрать, удалить</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Навыки</translation>
    </message>
    <message>
        <source>SKILL.md procedures agents load when a task calls for them</source>
        <translation>Процедуры SKILL.md, которые агенты загружают по необходимости</translation>
    </message>
    <message>
        <source>Traces</source>
        <translation>Трассировки</translation>
    </message>
    <message>
        <source>Each run step by step: model calls, tools, hooks, timed</source>
        <translation>Каждый запуск по шагам: вызовы модели, инструменты, хуки, со временем</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>Scheduled jobs: an agent, a message and when to ask it</source>
        <translation>Задания по расписанию: агент, сообщение и когда его спросить</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>Страница «{title}»</translation>
    </message>
</context>
</TS>
