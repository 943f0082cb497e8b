<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AuditTab</name>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>Move %n trooper</numerusform>
            <numerusform>Move %n troopers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n trooper(s)</source>
        <translation>
            <numerusform>Delete %n trooper</numerusform>
            <numerusform>Delete %n troopers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegistrationTab</name>
    <message numerus="yes">
        <source>%n player(s) imported</source>
        <translation>
            <numerusform>%n player imported</numerusform>
            <numerusform>%n players imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TallyActions</name>
    <message numerus="yes">
        <source>%n value(s) taken from the table</source>
        <translation>
            <numerusform>%n value taken from the table</numerusform>
            <numerusform>%n values taken from the table</numerusform>
        </translation>
    </message>
</context>
</TS>
