<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
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
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
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
        <source>Key: {source} (fingerprint {fingerprint})</source>
        <translation>Ключ: {source} (отпечаток {fingerprint})</translation>
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
        <source>Make and change agents: model, prompt, sampling, tools, memory, fallback</source>
        <translation>Создание и изменение агентов: модель, промпт, сэмплирование, инструменты, память, резерв</translation>
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
</context>
</TS>
